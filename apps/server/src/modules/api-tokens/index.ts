// Personal API tokens.
export { createApiTokensFeature, type ApiTokenDirectory } from './api-tokens.feature';
export type { ApiTokensService } from './api-tokens.service';
export { API_TOKEN_PREFIX, hashApiToken } from './token-format';
