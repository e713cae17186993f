// Bundles the server into dist/main.js: our workspace code (including @pulso/domain, which ships
// TypeScript) is compiled in; npm dependencies stay external and load from node_modules.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const root = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@pulso/'));

await build({
  // Paths below are the server package's, wherever the build is started from.
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  entryPoints: { main: 'src/main.ts', 'sandbox-worker': 'src/sandbox/sandbox.worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  define: { __PULSO_VERSION__: JSON.stringify(root.version ?? '0.1.0') },
  logLevel: 'warning',
});
