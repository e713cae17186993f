import { z } from 'zod';
import { paginationQuery, queryBoolean } from './pagination';

/** Photos arrive as data URLs; only images, and small enough to keep in a row. */
export const MAX_PHOTO_BYTES = 256 * 1024;
export const photoDataUrl = z
  .string()
  .max(Math.ceil((MAX_PHOTO_BYTES * 4) / 3) + 64, 'La imagen es demasiado grande (máximo 256 KB)')
  .regex(
    /^data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/=]+$/i,
    'La imagen debe ser un data URL de tipo image/*',
  );

export const roleSchema = z.object({
  id: z.string(),
  name: z.string(),
  permissions: z.array(z.string()),
});
export type Role = z.infer<typeof roleSchema>;

export const userSchema = z.object({
  id: z.string(),
  uid: z.string(),
  email: z.string(),
  photoURL: z.string().nullable(),
  displayName: z.string(),
  isActive: z.boolean(),
  roleId: z.string(),
  role: roleSchema.pick({ id: true, name: true }),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** The ID token proves who signs in; the body's uid, email and name are ignored if sent. */
export const upsertUserBody = z.object({
  idToken: z.string().min(1).max(16_384),
  nonce: z.string().min(1).max(512),
  /**
   * Spec §5: the photo is kept only if it is an image. Anything else (another content type, not
   * a data URL, too large) is dropped and the sign-in goes on: a photo never blocks signing in.
   */
  photoURL: photoDataUrl.optional().catch(undefined),
});

export const sessionSchema = z.object({
  user: userSchema,
  token: z.string(),
  expiresAt: z.string(),
});

export const updateUserBody = z
  .object({
    displayName: z.string().trim().min(1).max(80).optional(),
    photoURL: photoDataUrl.nullable().optional(),
    isActive: z.boolean().optional(),
    roleId: z.uuid().optional(),
  })
  .strict();

export const listUsersQuery = paginationQuery().extend({
  role: z.string().max(64).optional(),
  isActive: queryBoolean.optional(),
  email: z.string().max(200).optional(),
  displayName: z.string().max(200).optional(),
});

export const roleName = z
  .string()
  .trim()
  .min(2)
  .max(40)
  .regex(/^[a-z0-9_-]+$/i, 'Solo letras, números, guiones y guiones bajos');
export const permissionList = z.array(z.string().trim().min(1).max(64)).max(100);
export const createRoleBody = z
  .object({ name: roleName, permissions: permissionList.default([]) })
  .strict();
export const updateRoleBody = z
  .object({ roleId: z.uuid(), name: roleName.optional(), permissions: permissionList.optional() })
  .strict();

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;
export const createApiTokenBody = z.object({ name: z.string().trim().min(1).max(60) }).strict();

export const ACTIVITY_SCOPES = ['backoffice', 'system', 'user'] as const;
export const activityLogSchema = z.object({
  id: z.number(),
  scope: z.enum(ACTIVITY_SCOPES),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type ActivityLog = z.infer<typeof activityLogSchema>;
export const listActivityQuery = paginationQuery().extend({
  scope: z.enum(ACTIVITY_SCOPES).optional(),
  actor: z.uuid().optional(),
  action: z.string().max(100).optional(),
  entity: z.string().max(100).optional(),
  entityId: z.string().max(100).optional(),
  startDate: z.iso.datetime({ offset: true }).optional(),
  endDate: z.iso.datetime({ offset: true }).optional(),
});

export const authConfigSchema = z.object({
  issuer: z.string(),
  clientId: z.string(),
  scopes: z.string(),
  embedded: z.boolean(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;
