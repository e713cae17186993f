// E-mail notifications (issue 35): the instance's SMTP server (the admin's) and a user's address,
// confirmed with a code sent to it. The rules without zod are in ../notifications.ts (EMAIL_CODE).
import { z } from 'zod';
import { NOTIFICATION_LIMITS } from '../notifications';
import { notificationLevelsSchema } from './notifications';

const NO_BREAKS = /^[^\r\n]*$/;
const ADDRESS_MESSAGE = 'Introduce una dirección de correo válida';

/** A recipient's address: one mailbox, no display name, nothing a header could be split with. */
export const emailAddress = z
  .string()
  .trim()
  .max(254, ADDRESS_MESSAGE)
  .regex(NO_BREAKS, ADDRESS_MESSAGE)
  .pipe(z.email({ message: ADDRESS_MESSAGE }));

const FROM = /^(?:([^<>"\r\n]{1,100}?)\s*<([^<>\s]+)>|([^<>\s]+))$/;
/** The sender's address, `correo@dominio` or `Nombre <correo@dominio>`. */
export function parseFromAddress(value: string): { name: string | null; address: string } | null {
  const match = FROM.exec(value.trim());
  if (!match) return null;
  const address = match[2] ?? match[3] ?? '';
  if (!emailAddress.safeParse(address).success) return null;
  return { name: match[1]?.trim() || null, address };
}

/** The SMTP server as Administración shows it: never its password. */
export const smtpSettingsSchema = z.object({
  configured: z.boolean(),
  /** 'environment': pinned by SMTP_URL (and SMTP_FROM), not changeable here; null: none set. */
  source: z.enum(['settings', 'environment']).nullable(),
  host: z.string().nullable(),
  port: z.number().int().nullable(),
  /** Implicit TLS from the first byte (usually port 465). */
  secure: z.boolean(),
  /** Refuse to send unless the server upgrades the connection with STARTTLS. */
  startTls: z.boolean(),
  user: z.string().nullable(),
  /** Whether a password is kept (it is never shown). */
  hasPassword: z.boolean(),
  from: z.string().nullable(),
});
export type SmtpSettings = z.infer<typeof smtpSettingsSchema>;

export const setSmtpSettingsBody = z
  .object({
    host: z
      .string()
      .trim()
      .min(1)
      .max(253)
      .regex(/^[A-Za-z0-9.:[\]-]+$/, 'Indica el nombre o la dirección del servidor SMTP'),
    port: z.number().int().min(1).max(65535),
    secure: z.boolean(),
    startTls: z.boolean().optional(),
    user: z.string().trim().max(200).regex(NO_BREAKS).optional(),
    /** Omitted: the stored password is kept (when the server is the same). */
    password: z.string().max(500).regex(NO_BREAKS).optional(),
    from: z
      .string()
      .trim()
      .max(300)
      .refine((v) => parseFromAddress(v) !== null, {
        message: 'Indica el remitente: correo@dominio o Nombre <correo@dominio>',
      }),
  })
  .strict();
export type SetSmtpSettingsBody = z.infer<typeof setSmtpSettingsBody>;

/** What every signed-in user may know: whether e-mail can be offered at all. */
export const emailStatusSchema = z.object({ configured: z.boolean() });
export type EmailStatus = z.infer<typeof emailStatusSchema>;

export const createEmailChannelBody = z
  .object({
    name: z.string().trim().min(1).max(NOTIFICATION_LIMITS.nameLength),
    address: emailAddress,
    levels: notificationLevelsSchema.partial().optional(),
  })
  .strict();
export type CreateEmailChannelBody = z.infer<typeof createEmailChannelBody>;

export const confirmEmailChannelBody = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'El código tiene 6 cifras'),
  })
  .strict();
export type ConfirmEmailChannelBody = z.infer<typeof confirmEmailChannelBody>;
