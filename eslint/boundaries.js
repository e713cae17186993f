// Feature boundaries, checked by lint: a feature is reached only through its public face
// (`index.ts`, and `testing.ts` or `testing/` for test helpers), and imports never form a cycle.
// Features meet in the composition root (server) and in app/ (web).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// index.ts; keys.ts (its query keys, for the app's live updates); testing helpers.
const PUBLIC_FACE = ['./index.ts', './keys.ts', './testing.ts', './testing'];

function featuresIn(root, dir) {
  const abs = path.join(root, dir);
  return readdirSync(abs).filter((name) => statSync(path.join(abs, name)).isDirectory());
}

/**
 * One zone per feature: nothing outside the feature's folder imports a file inside it other than
 * its public face. `srcDir` holds the app's code, `featuresDir` its feature folders.
 */
function zonesFor(root, srcDir, featuresDir) {
  const features = featuresIn(root, featuresDir);
  const outside = readdirSync(path.join(root, srcDir)).map((name) => `./${srcDir}/${name}`);
  return features.map((feature) => ({
    target: [
      ...outside.filter((p) => p !== `./${featuresDir}`),
      ...features.filter((f) => f !== feature).map((f) => `./${featuresDir}/${f}`),
      `./${featuresDir}/*.ts`,
    ],
    from: `./${featuresDir}/${feature}`,
    except: PUBLIC_FACE,
    message: `Import the '${feature}' feature through its index.ts, not its internal files.`,
  }));
}

/** ESLint flat-config blocks enforcing the boundaries of one app's features. */
export function featureBoundaries(root, { files, srcDir, featuresDir, tsconfig }) {
  return {
    files,
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
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: zonesFor(root, srcDir, featuresDir) },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  };
}
