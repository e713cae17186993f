// Personal API tokens.
export { ApiTokensRepository } from './api-tokens.repository';
export { apiTokensRoutes } from './api-tokens.routes';
export { ApiTokensService } from './api-tokens.service';
export { API_TOKEN_PREFIX, hashApiToken } from './token-format';
