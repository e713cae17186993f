import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The strings are split (lib/i18n.ts): the core ships in the entry, each feature's part in the
 * chunks of the pages that import locales/<part>.ts. A key read before its part is registered
 * would render raw, so this reads the source: for every file that names a key of a part, every
 * way the app can load that file must have registered the part first. A module's static imports
 * run before it, and a lazily imported module renders only after its importer has run, so a part
 * is certainly registered for a file if each entry (main.tsx, or the target of an import()) whose
 * static imports reach the file also reaches the part, or inherits it from every importer.
 */
const SRC = path.resolve(__dirname, '..');
const LOCALES = path.join(SRC, 'locales');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory())
      return file === path.join(SRC, 'test') ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [file] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (candidate) => {
      try {
        return statSync(candidate).isFile();
      } catch {
        return false;
      }
    },
  );
}

function leafKeys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null
      ? leafKeys(child as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as object;
const coreKeys = new Set(leafKeys(readJson(path.join(LOCALES, 'es.json'))));
const parts = readdirSync(path.join(LOCALES, 'es')).map((name) => {
  const part = name.replace(/\.json$/, '');
  return {
    part,
    module: path.join(LOCALES, `${part}.ts`),
    keys: new Set(leafKeys(readJson(path.join(LOCALES, 'es', name)))),
  };
});
const sections = new Set(
  [...coreKeys, ...parts.flatMap((p) => [...p.keys])].map((key) => key.split('.')[0]),
);

const files = sourceFiles(SRC);
const text = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));

/**
 * A static import, with the names it takes (null: the whole module). A re-export
 * (`export { a as b } from`) runs only for the names an importer takes: a feature's index.ts
 * re-exports the feature, and the build keeps only what a chunk uses (apps/web/package.json's
 * sideEffects), so importing one name from it loads one module, not the whole feature.
 */
interface StaticImport {
  target: string;
  names: string[] | null;
  reexports?: { local: string; exported: string }[];
}
const staticImports = new Map<string, StaticImport[]>();
const lazyImports = new Map<string, string[]>();
for (const file of files) {
  const source = text.get(file)!;
  const statics = [
    ...source.matchAll(
      /^\s*(import|export)\s+(type\s+)?(?:([^'"`;]*?)\s+from\s+)?['"]([^'"]+)['"]/gm,
    ),
  ].flatMap((match): StaticImport[] => {
    const target = resolveImport(file, match[4]!);
    // Only source files matter here (not CSS, JSON or packages).
    if (match[2] || target === undefined || !text.has(target)) return [];
    const braces = /^\{([^}]*)\}$/.exec((match[3] ?? '').trim());
    const elements = braces
      ? braces[1]!
          .split(',')
          .map((element) => element.trim())
          .filter((element) => element && !element.startsWith('type '))
          .map((element) => {
            const [local, exported = local] = element.split(/\s+as\s+/) as [string, string?];
            return { local, exported };
          })
      : null;
    if (match[1] === 'export' && elements) return [{ target, names: null, reexports: elements }];
    return [{ target, names: elements && elements.map((element) => element.local) }];
  });
  const lazies = [...source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) =>
    resolveImport(file, match[1]!),
  );
  staticImports.set(file, statics);
  lazyImports.set(
    file,
    lazies.filter((f): f is string => f !== undefined && text.has(f)),
  );
}

/** The part keys a file names, literally or as a template (`admin.${key}.tab`). */
function partKeysNamed(file: string): string[] {
  const literals = [...text.get(file)!.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  );
  const named = new Set<string>();
  for (const literal of literals) {
    if (!sections.has(literal.split('.')[0]!) || !literal.includes('.')) continue;
    const pattern = literal
      .split(/\$\{[^}]*\}/)
      .map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+');
    const regex = new RegExp(`^${pattern}(?:[._].+)?$`);
    for (const { keys } of parts) for (const key of keys) if (regex.test(key)) named.add(key);
  }
  return [...named].filter((key) => !coreKeys.has(key));
}

/** The files that run when `entry` loads: its static imports, re-exports followed by name. */
function closure(entry: string): Set<string> {
  const taken = new Map<string, Set<string> | 'all'>();
  const stack: { file: string; names: string[] | null }[] = [{ file: entry, names: null }];
  while (stack.length > 0) {
    const { file, names } = stack.pop()!;
    const before = taken.get(file);
    if (before === 'all') continue;
    const fresh = names === null ? null : names.filter((name) => !before?.has(name));
    if (before && fresh?.length === 0) continue;
    taken.set(file, fresh === null ? 'all' : new Set([...(before ?? []), ...fresh]));
    for (const { target, names: imported, reexports } of staticImports.get(file) ?? []) {
      if (!reexports) {
        if (!before) stack.push({ file: target, names: imported });
        continue;
      }
      const wanted = reexports.filter(({ exported }) => fresh === null || fresh.includes(exported));
      if (wanted.length > 0) stack.push({ file: target, names: wanted.map(({ local }) => local) });
    }
  }
  return new Set(taken.keys());
}

describe('i18n parts', () => {
  const main = path.join(SRC, 'main.tsx');
  const entries = [main, ...new Set(files.flatMap((file) => lazyImports.get(file)!))].filter(
    (file) => text.has(file),
  );
  const reach = new Map(entries.map((entry) => [entry, closure(entry)]));
  const own = (entry: string) =>
    new Set(parts.filter((p) => reach.get(entry)!.has(p.module)).map((p) => p.part));

  // Parts certainly registered when an entry runs: its own, plus those every importer's entry has.
  const registered = new Map(
    entries.map((entry) => [entry, entry === main ? own(main) : new Set(parts.map((p) => p.part))]),
  );
  for (let changed = true; changed;) {
    changed = false;
    for (const entry of entries.filter((e) => e !== main)) {
      const inherited = entries
        .filter((outer) =>
          [...reach.get(outer)!].some((file) => lazyImports.get(file)?.includes(entry)),
        )
        .map((outer) => registered.get(outer)!);
      const next = new Set(own(entry));
      for (const part of registered.get(entry)!)
        if (inherited.length > 0 && inherited.every((set) => set.has(part))) next.add(part);
      if (next.size !== registered.get(entry)!.size) {
        registered.set(entry, next);
        changed = true;
      }
    }
  }

  it('finds the pages and the parts', () => {
    expect(entries.length).toBeGreaterThan(10);
    expect(parts.length).toBeGreaterThan(5);
  });

  it('registers a part before any file that reads its keys can render', () => {
    const problems: string[] = [];
    for (const entry of entries) {
      const have = registered.get(entry)!;
      for (const file of reach.get(entry)!) {
        for (const key of partKeysNamed(file)) {
          const part = parts.find((p) => p.keys.has(key))!;
          if (!have.has(part.part))
            problems.push(
              `${path.relative(SRC, entry)} must import locales/${part.part}.ts (${path.relative(SRC, file)} reads its keys)`,
            );
        }
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  it('keeps the parts out of the entry', () => {
    expect([...own(main)]).toEqual([]);
  });
});
