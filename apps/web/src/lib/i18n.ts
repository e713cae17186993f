import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import es from '../locales/es.json';

export const DEFAULT_LANGUAGE = 'es';
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

type Strings = Record<string, unknown>;
type StringsLoader = () => Promise<{ default: Strings }>;

/**
 * The strings come in parts: the core (locales/es.json: the frame and the first pages) ships in
 * the entry so the first paint never waits; each feature's part (locales/es/<part>.json, registered
 * by locales/<part>.ts) rides in the chunk of the lazy pages that import it. Every part is merged
 * into the one default namespace, so a key reads the same whichever file it lives in.
 * Spanish comes with the part; other languages load on demand.
 */
interface LocalePart {
  loaders: Record<Exclude<Language, 'es'>, StringsLoader>;
  loaded: Map<Language, Promise<void>>;
}

const parts: LocalePart[] = [
  { loaders: { en: () => import('../locales/en.json') }, loaded: new Map() },
];

let language: Language = DEFAULT_LANGUAGE;
let pending: Promise<void> = Promise.resolve();

void i18n.use(initReactI18next).init({
  // A copy: the parts are merged into it, and the imported module must stay as written.
  resources: { es: { translation: structuredClone(es) } },
  partialBundledLanguages: true,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false }, // React already escapes.
  // A part's strings arriving (English for a page loaded while in English) re-render its users.
  react: { bindI18nStore: 'added' },
  initAsync: false,
  showSupportNotice: false, // keeps the console (and test output) free of a sponsor banner
});

function loadPart(part: LocalePart, target: Language): Promise<void> {
  if (target === DEFAULT_LANGUAGE) return Promise.resolve();
  let loading = part.loaded.get(target);
  if (!loading) {
    loading = part.loaders[target]().then(({ default: strings }) => {
      i18n.addResourceBundle(target, 'translation', strings, true, true);
    });
    loading.catch(() => part.loaded.delete(target)); // a failed fetch is tried again next time
    part.loaded.set(target, loading);
  }
  return loading;
}

/**
 * Registers a feature's strings: Spanish at once (they came in the importing chunk), and the
 * current language's version, fetched, if that is not Spanish. Called from locales/<part>.ts.
 */
export function addLocalePart(
  spanish: Strings,
  loaders: Record<Exclude<Language, 'es'>, StringsLoader>,
): void {
  i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', spanish, true, true);
  const part: LocalePart = { loaders, loaded: new Map() };
  parts.push(part);
  if (language !== DEFAULT_LANGUAGE) {
    // Until it arrives the Spanish shows (fallbackLng), never a raw key.
    const loading = loadPart(part, language).catch(() => undefined);
    pending = Promise.all([pending, loading]).then(() => undefined);
  }
}

/** Resolves once every part registered so far has its strings in the current language. */
export function localesReady(): Promise<void> {
  return pending;
}

/** For the language switch to come: fetches every registered part once, then switches and sets <html lang>. */
export async function changeLanguage(target: Language): Promise<void> {
  const previous = language;
  language = target;
  try {
    // Parts registered while these load are fetched by addLocalePart itself (it reads `language`).
    await Promise.all(parts.map((part) => loadPart(part, target)));
  } catch (error) {
    language = previous;
    throw error;
  }
  await i18n.changeLanguage(target);
  document.documentElement.lang = target;
}

export default i18n;
