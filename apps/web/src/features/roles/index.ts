export { useDeleteRole } from './api/delete-role';
export { useRoles } from './api/get-roles';
export { RoleFormDialog } from './components/role-form-dialog';
export { RolesList } from './components/roles-list';
