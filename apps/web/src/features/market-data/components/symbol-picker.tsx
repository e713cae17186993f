import { useTranslation } from 'react-i18next';
import {
  SUPPORTED_QUOTES,
  SUPPORTED_SYMBOLS,
  isSupportedSymbol,
  type SupportedSymbol,
} from '@pulso/domain/core';
import { SelectField } from '../../../components/ui/select-field';
import { pairLabel } from '../lib/market-names';

interface SymbolPickerProps {
  value: SupportedSymbol;
  onChange: (symbol: SupportedSymbol) => void;
}

/** The 40 symbols, grouped by quote; a native select, so phones get their own picker. */
export function SymbolPicker({ value, onChange }: SymbolPickerProps) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('markets.symbol')}
      value={value}
      onChange={(event) => {
        if (isSupportedSymbol(event.target.value)) onChange(event.target.value);
      }}
      className="min-w-36"
    >
      {SUPPORTED_QUOTES.map((quote) => (
        <optgroup key={quote} label={quote}>
          {SUPPORTED_SYMBOLS.filter((s) => s.endsWith(quote)).map((symbol) => (
            <option key={symbol} value={symbol}>
              {pairLabel(symbol)}
            </option>
          ))}
        </optgroup>
      ))}
    </SelectField>
  );
}
