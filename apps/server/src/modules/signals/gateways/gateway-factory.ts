import { Decimal } from '@pulso/domain';
import type { AppContext } from '../../../context';
import type { Sealer } from '../../../lib/sealer';
import type { MarketData } from '../../market-data';
import type { ProcessingAccount } from '../signals.repository';
import { StepFailure, type OrderRequest } from './gateway';
import { LiveGateway, type LiveCredentials, type LiveGatewayOptions } from './live-gateway';
import type { PaperHoldings } from './paper-balances.repository';
import { PaperGateway } from './paper-gateway';

/** Which exchange a signal's order goes to, and the client that places it (CLIENT_CREATION). */
export class GatewayFactory {
  constructor(
    private readonly ctx: Pick<AppContext, 'config'>,
    private readonly deps: { marketData: MarketData; sealer: Sealer },
    private readonly live: LiveGatewayOptions = {},
  ) {}

  /** A live account's orders go to its exchange when the server runs the live gateway. */
  isLive(account: ProcessingAccount): boolean {
    return this.ctx.config.exchangeGateway === 'live' && account.mode === 'live';
  }

  /** The paper exchange, keeping the account's balances in `holdings`. */
  paper(account: ProcessingAccount, holdings: PaperHoldings): PaperGateway {
    return new PaperGateway({
      balances: holdings,
      prices: this.deps.marketData.prices,
      startingBalance: String(this.ctx.config.paperStartingBalance),
      takerFee: new Decimal(account.takerFee),
    });
  }

  /** The account's exchange through ccxt, with its unsealed credentials. */
  async connect(account: ProcessingAccount): Promise<LiveGateway> {
    let credentials: LiveCredentials = {};
    if (account.credentials) {
      try {
        credentials = JSON.parse(this.deps.sealer.unseal(account.credentials)) as LiveCredentials;
      } catch {
        throw new StepFailure('No se pudieron descifrar las credenciales de la cuenta');
      }
    }
    const exchange = account.exchangeCode as OrderRequest['exchange'];
    return LiveGateway.connect(exchange, account.accountType, credentials, {
      sandbox: account.isTestAccount,
      takerFee: new Decimal(account.takerFee),
      apiUrl: this.ctx.config.exchangeApiUrls[exchange],
      ...this.live,
    });
  }
}
