import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import es from '../locales/es.json';

export const DEFAULT_LANGUAGE = 'es';
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

// Spanish ships in the entry so the first paint never waits; other locales load on demand.
const loaders: Record<Exclude<Language, 'es'>, () => Promise<{ default: typeof es }>> = {
  en: () => import('../locales/en.json'),
};

void i18n.use(initReactI18next).init({
  resources: { es: { translation: es } },
  partialBundledLanguages: true,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false }, // React already escapes.
  initAsync: false,
  showSupportNotice: false, // keeps the console (and test output) free of a sponsor banner
});

/** For the language switch to come: fetches the locale once, then switches and sets <html lang>. */
export async function changeLanguage(language: Language): Promise<void> {
  if (language !== DEFAULT_LANGUAGE && !i18n.hasResourceBundle(language, 'translation')) {
    const { default: bundle } = await loaders[language]();
    i18n.addResourceBundle(language, 'translation', bundle);
  }
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export default i18n;
