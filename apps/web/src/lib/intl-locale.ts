import { useTranslation } from 'react-i18next';

/**
 * The Intl locale for the active i18n language: numbers and dates follow the interface language
 * ("1.234,56" in Spanish, "1,234.56" in English). The one place that maps one to the other.
 */
export function intlLocale(language: string | undefined): string {
  return language?.startsWith('en') ? 'en-US' : 'es-ES';
}

/** The Intl locale of the current language; re-renders the caller when the language changes. */
export function useIntlLocale(): string {
  const { i18n } = useTranslation();
  return intlLocale(i18n.language);
}
