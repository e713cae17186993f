// Roles; admin is the privileged one.
export { createRolesFeature, type RoleDirectory } from './roles.feature';
export { ADMIN_ROLE, USER_ROLE } from './roles.repository';
