/** The product version, from the root package.json at build time (esbuild define), else dev. */
declare const __PULSO_VERSION__: string | undefined;
export const VERSION: string =
  typeof __PULSO_VERSION__ === 'string' ? __PULSO_VERSION__ : '0.0.0-dev';
