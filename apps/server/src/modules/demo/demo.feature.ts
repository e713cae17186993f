import type { AppContext } from '../../context';
import type { Sealer } from '../../lib/sealer';
import type { Ledger } from '../ledger';
import type { MarketData } from '../market-data';
import { seedDemoData } from './demo-data';

/** Demo accounts with simulated history for the embedded start-up (DEMO_DATA). */
export function createDemoFeature(
  ctx: AppContext,
  deps: { sealer: Sealer; ledger: Ledger; marketData: MarketData },
) {
  return { seed: () => seedDemoData({ db: ctx.db, ...deps }, ctx.log) };
}
