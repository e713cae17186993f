// Import boundaries, checked by lint (`npm run lint`). Two kinds, both `import-x/no-restricted-paths`
// zones with a message saying what to do instead:
// - feature faces: a feature is reached only through its public face (`index.ts`, and
//   `testing.ts` or `testing/` for tests and benchmarks), and imports never form a cycle;
// - directions: imports flow app → features → shared, never back (DESIGN §3):
//   server: lib/, db/, plugins/, sandbox/, config.ts, context.ts import no feature and no
//           composition root; features import neither the container (container.ts, caches.ts)
//           nor app.ts, main.ts, cli.ts;
//   web:    components/ and lib/ import no feature and not app/; features do not import app/;
//   both:   a product file never imports a testing face (a feature's testing.ts or testing/, or
//           the app's test/ folder); only tests do.
//   bench/ is held to the server's feature faces like any code outside the features.
// packages/domain's purity (no framework, no app code) is `no-restricted-imports`.
// Tests (testFiles below) keep the feature faces but sit above the directions: a feature's test
// builds the whole app, a lib test may wire a feature in.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// index.ts; keys.ts (its query keys, for the app's live updates); testing helpers.
const PUBLIC_FACE = ['./index.ts', './keys.ts', './testing.ts', './testing'];

/** Each app's test code in src/: test files, testing faces, its test/ folder. */
export const testFiles = (src) => [
  `${src}/**/*.test.{ts,tsx}`,
  `${src}/**/testing.ts`,
  `${src}/**/testing/**`,
  `${src}/test/**`,
];

const SERVER = {
  src: 'apps/server/src',
  features: 'apps/server/src/modules',
  tsconfig: 'apps/server/tsconfig.json',
};
const WEB = {
  src: 'apps/web/src',
  features: 'apps/web/src/features',
  tsconfig: 'apps/web/tsconfig.json',
};

function featuresIn(root, dir) {
  const abs = path.join(root, dir);
  return readdirSync(abs).filter((name) => statSync(path.join(abs, name)).isDirectory());
}

/**
 * One zone per feature: nothing outside the feature's folder imports a file inside it other than
 * its public face. `outside` lists what counts as outside besides the other features (by default
 * everything else in the app's src/).
 */
function faceZones(root, app, outside = undefined) {
  const features = featuresIn(root, app.features);
  const rest =
    outside ??
    readdirSync(path.join(root, app.src))
      .map((name) => `./${app.src}/${name}`)
      .filter((p) => p !== `./${app.features}`);
  return features.map((feature) => ({
    target: [
      ...rest,
      ...features.filter((f) => f !== feature).map((f) => `./${app.features}/${f}`),
      `./${app.features}/*.ts`,
    ],
    from: `./${app.features}/${feature}`,
    except: PUBLIC_FACE,
    message: `Import the '${feature}' feature through its index.ts, not its internal files.`,
  }));
}

/** A testing face: a feature's testing.ts or testing/, or the app's test/ folder. */
const testingFaces = (app) => [
  `./${app.src}/**/testing.ts`,
  `./${app.src}/**/testing/**`,
  `./${app.src}/test/**`,
];

const TESTING_ONLY_FROM_TESTS = (app) => ({
  target: `./${app.src}`,
  from: testingFaces(app),
  message:
    'A testing face (testing.ts, testing/, test/) is test support: import it only from tests ' +
    '(*.test.ts, testing files, e2e specs, bench/), never from product code.',
});

// The server's shared layers, below every feature.
const SERVER_SHARED = ['lib', 'db', 'plugins', 'sandbox', 'config.ts', 'context.ts'].map(
  (p) => `./${SERVER.src}/${p}`,
);
const SERVER_ROOTS = ['container.ts', 'caches.ts', 'app.ts', 'main.ts', 'cli.ts'].map(
  (p) => `./${SERVER.src}/${p}`,
);

/** Direction zones of the server's product code. */
const serverDirections = () => [
  {
    target: SERVER_SHARED,
    from: `./${SERVER.features}`,
    message:
      'Shared code (lib/, db/, plugins/, sandbox/, config, context) sits below the features: ' +
      'it imports no feature. Move what both need down here, or have the feature hand it in.',
  },
  {
    target: [`./${SERVER.features}/*/**`, ...SERVER_SHARED],
    from: SERVER_ROOTS,
    message:
      'The composition root (container.ts, caches.ts, app.ts, main.ts, cli.ts) builds and ' +
      'hands in what a feature needs; a feature or shared module never imports it. Take the ' +
      'dependency as a constructor or factory argument instead.',
  },
  TESTING_ONLY_FROM_TESTS(SERVER),
];

/** Direction zones of the web app's product code. */
const webDirections = () => [
  {
    target: [`./${WEB.src}/components`, `./${WEB.src}/lib`],
    from: [`./${WEB.features}`, `./${WEB.src}/app`],
    message:
      'components/ and lib/ are shared by every feature: they import no feature and not app/. ' +
      'Pass what they need as props or arguments (features meet in app/).',
  },
  {
    target: `./${WEB.features}`,
    from: `./${WEB.src}/app`,
    message:
      'Features do not import app/: app/ composes the features (router, frame, pages), not the ' +
      'other way round. Move the shared part into the feature or into lib/ or components/.',
  },
  TESTING_ONLY_FROM_TESTS(WEB),
];

/** The import-x rules of one set of files, resolving imports with the app's tsconfig. */
function importRules(root, { files, ignores = [], tsconfig, zones }) {
  return {
    files,
    ignores,
    plugins: { 'import-x': importX },
    settings: {
      // Parse the imported TypeScript files too: without it no-cycle sees no edges at all.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(root, tsconfig) }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  };
}

/** What packages/domain may not import: frameworks, databases, and the apps. */
const DOMAIN_FORBIDDEN = [
  'fastify',
  'fastify/**',
  '@fastify/**',
  'fastify-*',
  'drizzle-orm',
  'drizzle-orm/**',
  'pg',
  'pg/**',
  '@electric-sql/pglite',
  '@electric-sql/pglite/**',
  'react',
  'react/**',
  'react-dom',
  'react-dom/**',
];

function domainPurity() {
  return {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: DOMAIN_FORBIDDEN,
              message:
                'packages/domain is pure (zod and decimal.js only): no Fastify, Drizzle, ' +
                'database driver or React. Keep the I/O in the app and pass the data in.',
            },
            {
              regex: '(^|/)apps(/|$)|^@pulso/(server|web)',
              message:
                'packages/domain imports no app code: the apps depend on the domain, never the ' +
                'reverse. Move the shared rule into the domain.',
            },
          ],
        },
      ],
    },
  };
}

/** Every boundary block: the server's, the web's, bench/'s and the domain's. */
export function boundaries(root) {
  const serverFaces = faceZones(root, SERVER);
  const webFaces = faceZones(root, WEB);
  return [
    importRules(root, {
      files: [`${SERVER.src}/**/*.ts`],
      ignores: testFiles(SERVER.src),
      tsconfig: SERVER.tsconfig,
      zones: [...serverFaces, ...serverDirections()],
    }),
    importRules(root, {
      files: testFiles(SERVER.src),
      tsconfig: SERVER.tsconfig,
      zones: serverFaces,
    }),
    importRules(root, {
      files: [`${WEB.src}/**/*.{ts,tsx}`],
      ignores: testFiles(WEB.src),
      tsconfig: WEB.tsconfig,
      zones: [...webFaces, ...webDirections()],
    }),
    importRules(root, {
      files: testFiles(WEB.src),
      tsconfig: WEB.tsconfig,
      zones: webFaces,
    }),
    // bench/ runs the server's code like a test does: through the features' faces, testing
    // faces and the composition root included.
    importRules(root, {
      files: ['bench/**/*.{ts,mjs}'],
      tsconfig: SERVER.tsconfig,
      zones: faceZones(root, SERVER, ['./bench']),
    }),
    domainPurity(),
  ];
}
