// First-load JavaScript of one route of the built web app, as sent (the build's Brotli copies,
// `apps/web/scripts/precompress.mjs`) and gzipped: the scripts index.html loads
// (the entry chunk and theme-init.js), the chunks it preloads, the route's lazy chunk, and every
// chunk those import statically. KB are 1024 bytes, as in the e2e budget (e2e/accounts.spec.ts).
// Run after `npm run build -w apps/web`:
//   node bench/bundle-size.mjs [route-module]   (default: public-accounts, i.e. /public/accounts)
// Exits 1 over the budget on the wire (DESIGN §2: keep the first load small; issue 39: ≤ 150 KB).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const routeModule = process.argv[2] ?? 'public-accounts';
const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');

const read = (file) => readFileSync(path.join(dist, file));
const html = read('index.html').toString();
const attr = (re) => [...html.matchAll(re)].map((m) => m[1].replace(/^\//, ''));
const entry = attr(/<script type="module"[^>]*\ssrc="([^"]+)"/g);
const classic = attr(/<script src="([^"]+)"/g);
const preloaded = attr(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g);
if (entry.length !== 1)
  throw new Error(`Expected one entry script in index.html, found ${entry.length}`);

// Static imports only (`import{…}from"./x.js"`, `import"./x.js"`): dynamic ones use import(…).
const staticImports = (file) =>
  [
    ...read(file)
      .toString()
      .matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g),
  ].map((m) => path.posix.join(path.posix.dirname(file), m[1]));

function closure(roots) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    staticImports(file).forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

const firstLoad = closure([...classic, ...entry, ...preloaded]);
// The route's chunk is named after its module (app/routes/<name>.tsx) plus Vite's 8-character hash.
const routeImport = new RegExp(`import\\([\`'"]\\./(${routeModule}-[\\w-]{8}\\.js)[\`'"]\\)`, 'g');
const routeChunks = new Set(
  [...firstLoad].flatMap((file) =>
    [...read(file).toString().matchAll(routeImport)].map((m) =>
      path.posix.join(path.posix.dirname(file), m[1]),
    ),
  ),
);
if (routeChunks.size !== 1) {
  throw new Error(`Expected one lazy chunk for '${routeModule}', found ${routeChunks.size}`);
}
const all = closure([...firstLoad, ...routeChunks]);

const kb = (bytes) => (bytes / 1024).toFixed(1);
// What the server sends a browser that accepts Brotli: the build's .br copy (small files have none
// and go as they are), or, before a build that makes them, the same quality made here.
const sent = (file) =>
  existsSync(path.join(dist, `${file}.br`))
    ? read(`${file}.br`).length
    : read(file).length < 1024
      ? read(file).length
      : brotliCompressSync(read(file), {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }).length;
const sizes = [...all]
  .map((file) => ({ file, gzip: gzipSync(read(file)).length, br: sent(file) }))
  .sort((a, b) => b.br - a.br);
const group = (file) =>
  entry.includes(file) || classic.includes(file)
    ? 'entry'
    : routeChunks.has(file)
      ? 'route'
      : preloaded.includes(file)
        ? 'preload'
        : firstLoad.has(file)
          ? 'import'
          : 'route import';
for (const { file, gzip, br } of sizes) {
  console.log(
    `${kb(br).padStart(7)} KB sent ${kb(gzip).padStart(7)} KB gzip  ${group(file).padEnd(12)}  ${file}`,
  );
}
// zod belongs in the lazy chunks of the forms that use @pulso/domain/schemas, never here.
const withZod = [...all].filter((file) => read(file).includes('ZodError'));
console.log(`zod: ${withZod.length ? withZod.join(', ') : 'not loaded'}`);
const total = sizes.reduce((sum, { br }) => sum + br, 0);
const gzipped = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
console.log(
  `First-load JS of ${routeModule}: ${kb(total)} KB on the wire (${kb(gzipped)} KB gzipped) in ${sizes.length} files (budget ${BUDGET_KB} KB on the wire)`,
);
if (total > BUDGET_KB * 1024) process.exitCode = 1;
