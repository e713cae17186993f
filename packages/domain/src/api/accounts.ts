import { z } from 'zod';
import {
  ACCOUNT_MODES,
  ACCOUNT_SORT_KEYS,
  ACCOUNT_TYPES,
  DEFAULT_TIMEFRAME,
  LIMITS,
  PAGE_SIZES,
  PUBLIC_ACCOUNT_SORT_KEYS,
  TIMEFRAMES,
} from '../constants';
import { MESSAGES } from '../messages';
import { paginationQuery, queryBoolean } from './pagination';

const money = z.coerce.number().finite().min(0);
const fee = z.coerce.number().finite().min(0).max(0.1);

export const exchangeSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  takerFee: z.number(),
  makerFee: z.number(),
  accountTypes: z.array(z.enum(ACCOUNT_TYPES)),
});
export type Exchange = z.infer<typeof exchangeSchema>;
// Updates are partial and carry no defaults: a field left out keeps its value (defaults belong to
// creation only — zod applies a default inside .partial() too).
const exchangeFields = {
  name: z.string().trim().min(2).max(60),
  isActive: z.boolean(),
  takerFee: fee,
  makerFee: fee,
  accountTypes: z.array(z.enum(ACCOUNT_TYPES)).min(1),
};
export const createExchangeBody = z
  .object({
    code: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9]{2,30}$/, 'Solo letras y números (2 a 30)'),
    ...exchangeFields,
    isActive: exchangeFields.isActive.default(true),
  })
  .strict();
export const updateExchangeBody = z.object(exchangeFields).partial().strict();

export const packageSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  currency: z.string(),
  maxAccounts: z.number().int(),
  maxCopyTrades: z.number().int(),
  maxDeployments: z.number().int(),
  /** Strategy runs at once in the sandbox; null: the server's default. */
  maxStrategyRuns: z.number().int().nullable().optional(),
  features: z.array(z.string()),
  isActive: z.boolean(),
  isDefault: z.boolean(),
});
export type Package = z.infer<typeof packageSchema>;
const limit = z.coerce.number().int().min(0).max(100_000);
const packageFields = {
  name: z.string().trim().min(2).max(60),
  description: z.string().trim().max(500),
  price: money,
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3,5}$/),
  maxAccounts: limit,
  maxCopyTrades: limit,
  maxDeployments: limit,
  maxStrategyRuns: z.coerce.number().int().min(1).max(16).nullable(),
  features: z.array(z.string().trim().min(1).max(120)).max(50),
  isActive: z.boolean(),
  isDefault: z.boolean(),
};
export const createPackageBody = z
  .object({
    ...packageFields,
    description: packageFields.description.default(''),
    currency: packageFields.currency.default('USD'),
    features: packageFields.features.default([]),
    maxStrategyRuns: packageFields.maxStrategyRuns.optional(),
    isActive: packageFields.isActive.default(true),
    isDefault: packageFields.isDefault.default(false),
  })
  .strict();
export const updatePackageBody = z
  .object(packageFields)
  .partial()
  .extend({ id: z.uuid() })
  .strict();

/** An account as its owner sees it: credentials only as "set or not", never their values. */
export const accountSchema = z.object({
  id: z.string(),
  name: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  exchangeId: z.string(),
  exchangeCode: z.string(),
  exchangeName: z.string(),
  mode: z.enum(ACCOUNT_MODES),
  isActive: z.boolean(),
  isPublic: z.boolean(),
  publicStats: z.boolean(),
  publicTrades: z.boolean(),
  isTestAccount: z.boolean(),
  isEmitter: z.boolean(),
  isReceiver: z.boolean(),
  accountListId: z.string().nullable(),
  webhookIpAllowlist: z.array(z.string()),
  credentials: z.object({ apiKey: z.boolean(), secret: z.boolean(), passphrase: z.boolean() }),
  createdAt: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

/** What anyone may see of a public account. */
export const publicAccountSchema = accountSchema.pick({
  id: true,
  name: true,
  accountType: true,
  exchangeId: true,
  exchangeCode: true,
  exchangeName: true,
  publicStats: true,
  publicTrades: true,
  isTestAccount: true,
  createdAt: true,
});
export type PublicAccount = z.infer<typeof publicAccountSchema>;

/** Most addresses an account's webhook allowlist holds (TradingView sends from four). */
export const MAX_WEBHOOK_IPS = 50;
const IP_FORMATS = [z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()];
export const WEBHOOK_IP_MESSAGE =
  'Debe ser una dirección IPv4 o IPv6, o un rango CIDR (como 52.89.214.238 o 10.0.0.0/8)';
/**
 * The senders an account's webhook takes signals from (empty: any). Addresses and CIDR ranges,
 * IPv4 or IPv6; the trade receiver refuses every other sender.
 */
export const webhookIpAllowlist = z
  .array(
    z
      .string()
      .trim()
      .max(50, WEBHOOK_IP_MESSAGE)
      .refine(
        (ip) => IP_FORMATS.some((format) => format.safeParse(ip).success),
        WEBHOOK_IP_MESSAGE,
      ),
  )
  .max(MAX_WEBHOOK_IPS, `Como máximo ${MAX_WEBHOOK_IPS} direcciones`)
  .transform((ips) => [...new Set(ips)]);

const accountName = z.string().trim().min(2).max(60);
const credential = z.string().trim().min(1).max(512);
export const accountCredentialsBody = z
  .object({
    apiKey: credential.optional(),
    secret: credential.optional(),
    passphrase: credential.optional(),
  })
  .strict();
const accountFlags = {
  isActive: z.boolean().optional(),
  isPublic: z.boolean().optional(),
  publicStats: z.boolean().optional(),
  publicTrades: z.boolean().optional(),
  isTestAccount: z.boolean().optional(),
  isEmitter: z.boolean().optional(),
  isReceiver: z.boolean().optional(),
};
export const createAccountBody = z
  .object({
    name: accountName,
    accountType: z.enum(ACCOUNT_TYPES),
    exchangeId: z.uuid(),
    mode: z.enum(ACCOUNT_MODES).default('paper'),
    credentials: accountCredentialsBody.optional(),
    webhookIpAllowlist: webhookIpAllowlist.optional(),
    ...accountFlags,
  })
  .strict();
export type CreateAccount = z.infer<typeof createAccountBody>;
export const updateAccountBody = z
  .object({
    name: accountName.optional(),
    mode: z.enum(ACCOUNT_MODES).optional(),
    /** null clears the stored credentials; an object replaces them. */
    credentials: accountCredentialsBody.nullable().optional(),
    webhookIpAllowlist: webhookIpAllowlist.optional(),
    ...accountFlags,
  })
  .strict();
const commaList = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .max(4000)
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(200));

/** Spec §3 "Account search and sort", plus the spec §7 list parameters. */
export const listAccountsQuery = paginationQuery(PAGE_SIZES.default).extend({
  accountIds: commaList(z.uuid()).optional(),
  accountListId: z.uuid().optional(),
  isTestAccount: queryBoolean.optional(),
  search: z.string().max(LIMITS.accountSearchMax).optional(),
  regex: queryBoolean.optional(),
  types: commaList(z.enum(ACCOUNT_TYPES)).optional(),
  exchanges: commaList(z.string().max(30)).optional(),
  status: z.enum(['active', 'inactive']).optional(),
  role: z.enum(['emitter', 'receiver']).optional(),
  roiMin: z.coerce.number().finite().optional(),
  roiMax: z.coerce.number().finite().optional(),
  sortBy: z.enum(ACCOUNT_SORT_KEYS).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  /** The range of the pnl, roi, winRate, trades and volume sort keys (default last 30 days). */
  timeframe: z.enum(TIMEFRAMES).optional(),
  startDate: z.string().max(40).optional(),
  endDate: z.string().max(40).optional(),
});
export type ListAccountsQuery = z.infer<typeof listAccountsQuery>;

export const listPublicAccountsQuery = paginationQuery(PAGE_SIZES.default).extend({
  accountType: z.enum(ACCOUNT_TYPES).optional(),
  /** An exchange's code (binance, kucoin, …), any case. */
  exchange: z.string().max(30).optional(),
  sortBy: z.enum(PUBLIC_ACCOUNT_SORT_KEYS).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  /** The period of the figure sort keys; accounts that keep their stats private rank last. */
  timeframe: z.enum(TIMEFRAMES).exclude(['custom']).default(DEFAULT_TIMEFRAME),
});
export type ListPublicAccountsQuery = z.infer<typeof listPublicAccountsQuery>;

/** The account list form of spec §5, with its messages: the web form and the API share it. */
export const accountListBody = z.object({
  name: z
    .string({ message: MESSAGES.accountList.nameRequired })
    .trim()
    .min(1, MESSAGES.accountList.nameRequired)
    .min(LIMITS.listNameMin, MESSAGES.accountList.nameTooShort)
    .max(LIMITS.listNameMax, MESSAGES.accountList.nameTooLong),
  description: z
    .string()
    .trim()
    .max(LIMITS.listDescriptionMax, MESSAGES.accountList.descriptionTooLong)
    .optional()
    .nullable(),
  accountIds: z
    .array(z.uuid(), { message: MESSAGES.accountList.accountsRequired })
    .min(1, MESSAGES.accountList.accountsRequired)
    .max(1000)
    .transform((ids) => [...new Set(ids)]),
});
export type AccountListInput = z.input<typeof accountListBody>;

export const accountListSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  accountIds: z.array(z.string()),
  createdAt: z.string(),
});
export type AccountList = z.infer<typeof accountListSchema>;
export const listAccountListsQuery = paginationQuery(PAGE_SIZES.accountLists);
