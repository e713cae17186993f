import {
  Decimal,
  isExchangeCode,
  isSupportedSymbol,
  parseSymbol,
  type StoredSignalPayload,
} from '@pulso/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Ledger } from '../ledger';
import type { PriceService } from '../market-data';
import type { EnqueueInput, EnqueueResult } from '../signals';
import type { SignalSource } from '@pulso/domain';

/**
 * Writes a risk rule's notification event to the outbox, in the rule's transaction
 * (notifications' PreferencesRepository.tell).
 */
export type TellOwner<E extends string> = (
  ownerId: string,
  event: E,
  data: Record<string, unknown>,
  tx: Db,
) => Promise<void>;

export interface FlattenDeps {
  ledger: Pick<Ledger, 'position' | 'openSymbols'>;
  prices: Pick<PriceService, 'latest'>;
  enqueue: (input: EnqueueInput, tx: Db) => Promise<EnqueueResult>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** What a risk rule closes: an account's positions in these symbols, at `now`. */
export interface FlattenTarget {
  accountId: string;
  exchangeCode: string;
  symbols: readonly string[];
  now: number;
  /** The receiver log's kind: a copy link's stop is the copy's; a window's close, the owner's. */
  source: SignalSource;
  /** The rule (`copy_stop`, `window_close`): its closes are not held for approval. */
  rule: string;
  /** The flat signals' order ids' prefix (the rule and its subject): `<prefix>:<now>:<symbol>`. */
  orderIdPrefix: string;
  tags: string[];
  /** On each signal's receiver log. */
  logMetadata: Record<string, unknown>;
}

/**
 * Closes a risk rule's positions at the market (issue 37): one flat signal for each symbol whose
 * position is still open, priced at the market's latest close, through the pipeline and its
 * receiver log like any other order — paper and live alike. A symbol without a price is left and
 * logged. Answers the symbols it closed.
 */
export async function flattenPositions(
  deps: FlattenDeps,
  target: FlattenTarget,
  tx: Db,
): Promise<string[]> {
  const closed: string[] = [];
  const exchange = target.exchangeCode;
  for (const symbol of target.symbols) {
    const { base } = parseSymbol(symbol);
    const { position } = await deps.ledger.position(tx, target.accountId, base);
    const held = new Decimal(position);
    if (held.isZero()) continue;
    const latest =
      isExchangeCode(exchange) && isSupportedSymbol(symbol)
        ? await deps.prices.latest(exchange, symbol)
        : undefined;
    if (!latest) {
      deps.log.warn({ accountId: target.accountId, symbol }, 'risk close: no price to close at');
      continue;
    }
    const payload: StoredSignalPayload = {
      symbol,
      exchange,
      time: target.now,
      action: held.gt(0) ? 'sell' : 'buy',
      contracts: '0',
      order_id: `${target.orderIdPrefix}:${target.now}:${symbol}`,
      market_position: 'flat',
      close: new Decimal(latest.price).toString(),
      intent: { target: 'flat' },
      tags: target.tags,
      approvedBy: target.rule,
    };
    await deps.enqueue(
      {
        accountId: target.accountId,
        source: target.source,
        payload,
        logMetadata: target.logMetadata,
      },
      tx,
    );
    closed.push(symbol);
  }
  return closed;
}
