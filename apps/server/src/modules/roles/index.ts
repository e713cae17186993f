// Roles; admin is the privileged one.
export { ADMIN_ROLE, RolesRepository, USER_ROLE } from './roles.repository';
export { rolesRoutes } from './roles.routes';
export { RolesService } from './roles.service';
