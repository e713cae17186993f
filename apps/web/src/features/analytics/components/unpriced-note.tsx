import { formatDecimal } from '@pulso/domain/core';
import type { UnpricedAsset } from '@pulso/domain/schemas';
import { useTranslation } from 'react-i18next';
import { useIntlLocale } from '../../../lib/intl-locale';

/**
 * DESIGN §7's caveat, beside the figures it affects: the coins without a USD price in the range
 * (a fee paid in a coin the market cannot price, a position in one) and what the figures leave
 * out because of them. Nothing when every coin has a price.
 */
export function UnpricedNote({
  unpriced,
  className = '',
}: {
  unpriced: readonly UnpricedAsset[] | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  if (!unpriced || unpriced.length === 0) return null;
  const amount = (value: string, asset: string) =>
    `${formatDecimal(Number(value), 8, locale)} ${asset}`;
  const parts = unpriced.map((u) => {
    const what = [
      ...(u.trades > 0 ? [t('analytics.unpriced.trades', { count: u.trades })] : []),
      ...(Number(u.fee) !== 0
        ? [t('analytics.unpriced.fee', { amount: amount(u.fee, u.asset) })]
        : []),
      ...(u.position !== undefined
        ? [t('analytics.unpriced.position', { amount: amount(u.position, u.asset) })]
        : []),
      ...(u.funding !== undefined
        ? [t('analytics.unpriced.funding', { amount: amount(u.funding, u.asset) })]
        : []),
    ];
    return what.length > 0 ? `${u.asset} (${what.join(', ')})` : u.asset;
  });
  return (
    <p
      data-testid="unpriced-note"
      className={`text-xs text-amber-700 dark:text-amber-400 ${className}`}
    >
      {t('analytics.unpriced.lead', { coins: parts.join(' · ') })}
    </p>
  );
}
