/** Query keys of the profile feature: the signed-in user's own tokens and second factor. */
export const profileKeys = {
  all: ['profile'] as const,
  apiTokens: () => [...profileKeys.all, 'api-tokens'] as const,
  totp: () => [...profileKeys.all, 'totp'] as const,
};
