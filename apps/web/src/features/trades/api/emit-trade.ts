import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { MESSAGES } from '@pulso/domain/core';
import { apiFetch } from '../../../lib/api-client';
import { signalToastId } from '../../../lib/notices';
import { tradesKeys } from './trades-keys';

/** The spec §3 trade receiver payload, as the emit form sends it. */
export interface EmitTradeInput {
  accountId: string;
  symbol: string;
  exchange: string;
  action: 'buy' | 'sell';
  contracts: string;
  /** The fill price to ask for; the form fills in the market price when left empty. */
  close: string;
  orderId: string;
  marketPosition?: 'long' | 'short';
  time?: number;
  /** README "Orders beyond a market order": each is sent only when given. */
  stopLoss?: string;
  /** One target, or two that close 50 % each. */
  takeProfits?: readonly [string] | readonly [string, string];
  /** The stop moves to the entry when the first target fills (needs a target). */
  breakeven?: boolean;
  /** A limit order at this price instead of a market order. */
  limitPrice?: string;
}

/** The optional order fields of the payload, only those given (none: today's payload). */
function orderFields(input: EmitTradeInput): Record<string, unknown> {
  const targets = input.takeProfits;
  return {
    ...(input.limitPrice ? { order_type: 'limit', limit_price: input.limitPrice } : {}),
    ...(input.stopLoss ? { stop_loss: input.stopLoss } : {}),
    ...(targets?.length === 1 ? { take_profit: targets[0] } : {}),
    ...(targets?.length === 2
      ? { take_profit: targets.map((price) => ({ price, share: '50' })) }
      : {}),
    ...(input.breakeven && targets ? { breakeven: true } : {}),
  };
}

/** 202 (stored, processing follows) or 200 for a redelivery of the same signal. */
export interface EmitTradeResult {
  receiverLogId: string;
  signalId: string;
  duplicate?: boolean;
}

/** POST /trade-receiver/{accountId} with the owner's bearer token instead of the webhook secret. */
export async function emitTrade(input: EmitTradeInput): Promise<EmitTradeResult> {
  const result = await apiFetch<EmitTradeResult>(
    `/trade-receiver/${encodeURIComponent(input.accountId)}`,
    {
      method: 'POST',
      body: {
        accountId: input.accountId,
        symbol: input.symbol,
        exchange: input.exchange,
        time: input.time ?? Date.now(),
        action: input.action,
        contracts: input.contracts,
        order_id: input.orderId,
        ...(input.marketPosition ? { market_position: input.marketPosition } : {}),
        close: input.close,
        ...orderFields(input),
      },
      // Spec §8: the emit failure has one message, whatever the server said.
      defaultMessage: MESSAGES.errors.trades.emit,
      silent: true,
    },
  ).catch((error: unknown) => {
    toast.error(MESSAGES.errors.trades.emit, { toastId: MESSAGES.errors.trades.emit });
    throw error;
  });
  if (!result) throw new Error(MESSAGES.errors.trades.emit);
  return result;
}

export function useEmitTrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: emitTrade,
    onSuccess: async (result, input) => {
      // The signal's outcome replaces this toast when it ends (lib/notices.ts).
      toast.success(MESSAGES.success.trades.emitted, { toastId: signalToastId(result.signalId) });
      await queryClient.invalidateQueries({
        queryKey: [...tradesKeys.accounts(), input.accountId],
      });
    },
  });
}
