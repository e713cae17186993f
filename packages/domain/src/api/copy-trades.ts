import { z } from 'zod';
import { PAGE_SIZES } from '../constants';
import { paginationQuery } from './pagination';

const multiplier = z.coerce
  .number()
  .finite()
  .gt(0, 'El multiplicador debe ser mayor que 0')
  .max(1000, 'El multiplicador no puede ser mayor que 1000');

export const createCopyTradeBody = z
  .object({
    emitterAccountId: z.uuid(),
    receiverAccountId: z.uuid(),
    multiplier,
    isActive: z.boolean().default(true),
  })
  .strict();
export type CreateCopyTrade = z.input<typeof createCopyTradeBody>;

/**
 * Spec §5: the id is required ('Copy trade id is required'). The id is optional here so the
 * server can answer that exact message itself, rather than a schema error naming the field.
 */
export const updateCopyTradeBody = z
  .object({
    id: z.string().max(100).optional(),
    multiplier: multiplier.optional(),
    isActive: z.boolean().optional(),
  })
  .strict();
export type UpdateCopyTrade = z.input<typeof updateCopyTradeBody>;

export const deleteCopyTradeQuery = z.object({ id: z.string().max(100).optional() });
export const listCopyTradesQuery = paginationQuery(PAGE_SIZES.default);

const side = z.object({ id: z.string(), name: z.string(), exchange: z.string() });
export const copyTradeSchema = z.object({
  id: z.string(),
  ownerId: z.string(),
  emitterAccountId: z.string(),
  receiverAccountId: z.string(),
  emitter: side,
  receiver: side,
  multiplier: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CopyTrade = z.infer<typeof copyTradeSchema>;
