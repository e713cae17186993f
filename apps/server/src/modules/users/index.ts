// App users (keyed by the identity provider's subject).
export { UsersRepository, type UserWithRole } from './users.repository';
export { usersRoutes } from './users.routes';
export { UsersService } from './users.service';
