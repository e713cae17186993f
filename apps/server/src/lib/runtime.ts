/**
 * Which Node.js versions Pulso runs on, said once: in the README, in the start-up log line, and
 * here. 20.19 and later is what the whole suite and CI run on; 22 LTS is what oidc-provider, the
 * one dependency that warns, is built for.
 */
export const SUPPORTED_NODE = 'Node.js 20.19 or later (the suite runs on 20; 22 LTS recommended)';

/** Whether this process runs a Node.js the suite has been run on (20.19+, or any later major). */
export function isTestedNode(version = process.versions.node): boolean {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major > 20 || (major === 20 && minor >= 19);
}

/**
 * Loads a module with one dependency's runtime warning held back, only where that runtime is one
 * we test on: oidc-provider warns "Unsupported runtime" on every Node that is not 22 LTS or later,
 * Node 20 included, which the suite runs on. Any other line passes through.
 */
export async function withoutTestedRuntimeWarning<T>(load: () => Promise<T>): Promise<T> {
  if (!isTestedNode()) return load();
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('WARNING: Unsupported runtime')) return;
    warn.apply(console, args);
  };
  try {
    return await load();
  } finally {
    console.warn = warn;
  }
}
