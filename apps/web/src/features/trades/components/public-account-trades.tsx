import { useTradesRange } from '../hooks/use-trades-range';
import { AccountTradesPanel } from './account-trades-panel';
import '../../../locales/trades';

/** A public account's shared trades over the selected range (lazy: the public page stays light). */
export default function PublicAccountTrades({
  accountId,
  accountName,
}: {
  accountId: string;
  accountName: string;
}) {
  return (
    <AccountTradesPanel accountId={accountId} accountName={accountName} range={useTradesRange()} />
  );
}
