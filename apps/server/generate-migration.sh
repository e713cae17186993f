#!/usr/bin/env bash
# Generates a SQL migration from src/db/schema. npm may nest drizzle-orm under apps/server while
# hoisting drizzle-kit to the root, where drizzle-kit cannot import it: link it there if so.
set -euo pipefail
cd "$(dirname "$0")"
if [ -d node_modules/drizzle-orm ] && [ ! -e ../../node_modules/drizzle-orm ]; then
  ln -s ../apps/server/node_modules/drizzle-orm ../../node_modules/drizzle-orm
fi
exec npx drizzle-kit generate "$@"
