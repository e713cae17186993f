import { numeric } from 'drizzle-orm/pg-core';

/** A money amount or a quantity: NUMERIC wide enough for any coin's price and size (DESIGN §7). */
export const money = (name: string) => numeric(name, { precision: 38, scale: 18 });
