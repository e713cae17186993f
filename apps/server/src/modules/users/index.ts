// App users (keyed by the identity provider's subject).
export { createUsersFeature, type UserDirectory } from './users.feature';
export type { UserWithRole } from './users.repository';
export type { UsersService } from './users.service';
