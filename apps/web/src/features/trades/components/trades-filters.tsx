import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_COINS, TRADE_SOURCES, type TradeSource } from '@pulso/domain/core';
import type { TradeType } from '@pulso/domain/schemas';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';

export interface TradesFilterValues {
  type?: TradeType;
  asset?: string;
  source?: TradeSource;
  search?: string;
}

const TYPING_DEBOUNCE_MS = 300;

/**
 * Type, asset, origin (webhook, copy, strategy, import…) and a search over symbol, asset and order
 * id (typing settles before it applies).
 */
export function TradesFilters({
  value,
  onChange,
}: {
  value: TradesFilterValues;
  onChange: (next: TradesFilterValues) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(value.search ?? '');
  useEffect(() => {
    if ((value.search ?? '') === search) return;
    const timer = setTimeout(
      () => onChange({ ...value, search: search.trim() || undefined }),
      TYPING_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [search, value, onChange]);

  return (
    <div className="grid gap-3 sm:grid-cols-[10rem_10rem_10rem_minmax(0,1fr)]">
      <SelectField
        label={t('trades.filters.type')}
        value={value.type ?? ''}
        onChange={(e) =>
          onChange({ ...value, type: (e.target.value || undefined) as TradeType | undefined })
        }
      >
        <option value="">{t('trades.filters.allTypes')}</option>
        <option value="buy">{t('trades.types.buy')}</option>
        <option value="sell">{t('trades.types.sell')}</option>
      </SelectField>
      <SelectField
        label={t('trades.filters.asset')}
        value={value.asset ?? ''}
        onChange={(e) => onChange({ ...value, asset: e.target.value || undefined })}
      >
        <option value="">{t('trades.filters.allAssets')}</option>
        {SUPPORTED_COINS.map((coin) => (
          <option key={coin} value={coin}>
            {coin}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('trades.filters.source')}
        value={value.source ?? ''}
        onChange={(e) =>
          onChange({ ...value, source: (e.target.value || undefined) as TradeSource | undefined })
        }
      >
        <option value="">{t('trades.filters.allSources')}</option>
        {TRADE_SOURCES.map((source) => (
          <option key={source} value={source}>
            {t(`trades.sources.${source}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('trades.filters.search')}
        placeholder={t('trades.filters.searchPlaceholder')}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
    </div>
  );
}
