import { useMutation } from '@tanstack/react-query';
import type { ExchangeCode, Grouping, SupportedSymbol } from '@pulso/domain/core';
import type { BacktestResponse } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';

export interface BacktestInput {
  code: string;
  symbol: SupportedSymbol;
  exchange: ExchangeCode;
  grouping: Grouping;
  /** yyyy-mm-dd */
  startDate: string;
  endDate: string;
  startingCapital: number;
}

/** POST /strategy/backtest: the editor's code as it is, over history. */
export async function runBacktest(input: BacktestInput): Promise<BacktestResponse> {
  const result = await apiFetch<BacktestResponse>('/strategy/backtest', {
    method: 'POST',
    body: input,
    defaultMessage: 'No se pudo ejecutar el backtest',
    // The editor shows why inline, beside the code.
    silent: true,
  });
  if (!result) throw new Error('No se pudo ejecutar el backtest');
  return result;
}

export function useRunBacktest() {
  return useMutation({ mutationFn: runBacktest });
}
