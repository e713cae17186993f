import { useTranslation } from 'react-i18next';
import type { WorkingOrderView } from '@pulso/domain/schemas';
import { useIntlLocale } from '../../../lib/intl-locale';
import { orderPrice } from '../lib/order-format';

/** The price column in words: '60.000', 'stop 58.000 · límite 57.900', 'stop actual … (distancia …)'. */
export function useOrderPrice(): (order: WorkingOrderView) => string {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  return (order) => {
    const price = orderPrice(order, locale);
    switch (price.kind) {
      case 'plain':
        return price.price;
      case 'stopLimit':
        return t('workingOrders.price.stopLimit', price);
      case 'trailing':
        return t('workingOrders.price.trailing', price);
      case 'trailingWaiting':
        return t('workingOrders.price.trailingWaiting', price);
      case 'trailingPending':
        return t('workingOrders.price.trailingPending', price);
    }
  };
}
