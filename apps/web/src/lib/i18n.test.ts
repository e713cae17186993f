import { describe, expect, it } from 'vitest';
import { GROUPING_LABELS, MESSAGES, TIMEFRAME_LABELS } from '@pulso/domain';
import en from '../locales/en.json';
import es from '../locales/es.json';
import i18n, { changeLanguage } from './i18n';

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
  });
});
