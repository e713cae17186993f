import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TradeImportSummary } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';

/** The file's text and name (Binance writes the zone of its times in the name). */
export interface ImportFile {
  name: string;
  csv: string;
}

const send = (accountId: string, file: ImportFile, preview: boolean) =>
  apiFetch<TradeImportSummary>(
    `/trade/account/${encodeURIComponent(accountId)}/import${preview ? '/preview' : ''}`,
    {
      method: 'POST',
      query: { fileName: file.name.slice(0, 255) },
      body: file.csv,
      contentType: 'text/csv',
      defaultMessage: 'No se pudo leer el archivo',
    },
  );

/** POST …/import/preview: what importing the file would do, changing nothing. */
export const previewTradeImport = (accountId: string, file: ImportFile) =>
  send(accountId, file, true);

/** POST …/import: imports the file's new trades (all of them in one transaction). */
export function useImportTrades(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: ImportFile) => send(accountId, file, false),
    // The account's trades, figures and charts all change.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
