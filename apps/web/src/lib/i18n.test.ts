import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TYPE_LABELS,
  GROUPING_LABELS,
  MESSAGES,
  TIMEFRAME_LABELS,
} from '@pulso/domain/core';
import en from '../locales/en.json';
import es from '../locales/es.json';
import i18n, { addLocalePart, changeLanguage, localesReady } from './i18n';

// The feature parts (lib/i18n.ts): locales/es/<part>.json and locales/en/<part>.json.
const esParts = import.meta.glob<{ default: object }>('../locales/es/*.json', { eager: true });
const enParts = import.meta.glob<{ default: object }>('../locales/en/*.json', { eager: true });
const partModules = import.meta.glob('../locales/*.ts');
const partName = (file: string) => file.replace(/^.*\/([^/]+)\.json$/, '$1');

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null
      ? keys(child as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('i18n', () => {
  it('starts in Spanish and falls back to Spanish', () => {
    expect(i18n.language).toBe('es');
    expect(i18n.options.fallbackLng).toEqual(['es']);
    expect(i18n.t('nav.myAccounts')).toBe('Mis Cuentas');
  });

  it('loads English on demand and comes back to Spanish', async () => {
    await changeLanguage('en');
    expect(i18n.t('nav.myAccounts')).toBe('My Accounts');
    expect(document.documentElement.lang).toBe('en');
    await changeLanguage('es');
    expect(i18n.t('nav.myAccounts')).toBe('Mis Cuentas');
    expect(document.documentElement.lang).toBe('es');
  });

  it('has the same keys in both locales', () => {
    expect(keys(en).sort()).toEqual(keys(es).sort());
    expect(Object.keys(enParts).map(partName)).toEqual(Object.keys(esParts).map(partName));
    for (const [file, { default: spanish }] of Object.entries(esParts)) {
      const english = enParts[file.replace('/es/', '/en/')]!.default;
      expect(keys(english).sort(), file).toEqual(keys(spanish).sort());
    }
  });

  it('gives every key one home: the core or one part, each part registered and typed', async () => {
    const all = [es, ...Object.values(esParts).map((part) => part.default)].flatMap((s) => keys(s));
    expect(all.filter((key, index) => all.indexOf(key) !== index)).toEqual([]);
    const typings = (await import('./i18next.d.ts?raw')).default;
    for (const file of Object.keys(esParts)) {
      expect(partModules[`../locales/${partName(file)}.ts`], file).toBeDefined();
      expect(typings, file).toContain(`'../locales/es/${partName(file)}.json'`);
    }
  });

  it('reads every part as one namespace (test setup registers them all)', () => {
    expect(i18n.t('strategies.title')).toBe('Estrategias');
    expect(i18n.t('admin.users.tab')).toBe('Usuarios');
    expect(i18n.t('admin.users.lead')).toBe(
      'Quién usa Pulso: activa o desactiva cuentas y cambia su rol.',
    );
  });

  it('loads English for the parts registered before and after the switch', async () => {
    await changeLanguage('en');
    expect(i18n.t('strategies.title')).toBe('Strategies');
    expect(i18n.t('admin.users.tab')).toBe('Users');
    // A page loaded while in English: Spanish at once, English once localesReady resolves.
    addLocalePart(
      { late: { hello: 'Hola' } },
      { en: () => Promise.resolve({ default: { late: { hello: 'Hello' } } }) },
    );
    await localesReady();
    expect(i18n.t('late.hello' as never)).toBe('Hello');
    await changeLanguage('es');
    expect(i18n.t('late.hello' as never)).toBe('Hola');
    expect(i18n.t('strategies.title')).toBe('Estrategias');
  });

  it('quotes the spec strings byte for byte', () => {
    expect(es.app.loadingUser).toBe(MESSAGES.ui.loadingUser);
    expect(es.nav.myAccounts).toBe(MESSAGES.ui.myAccounts);
    expect(es.controls.accountList).toBe(MESSAGES.ui.accountListSection);
    expect(es.controls.grouping).toBe(MESSAGES.ui.groupingSection);
    expect(es.controls.dateRange).toBe(MESSAGES.ui.dateRangeSection);
    expect(es.controls.addList).toBe(MESSAGES.ui.newListButton);
    expect(es.controls.refresh).toBe(MESSAGES.ui.refresh);
    expect(es.controls.refreshing).toBe(MESSAGES.ui.refreshing);
    expect(es.controls.allAccounts).toBe(MESSAGES.accountList.allAccounts);
  });

  it('labels timeframes and groupings as the domain does', () => {
    expect(es.timeframes).toEqual(TIMEFRAME_LABELS);
    expect(es.groupings).toEqual(GROUPING_LABELS);
    // The server's account search matches these labels: both must say the same.
    expect(es.accountTypes).toEqual(ACCOUNT_TYPE_LABELS);
  });
});
