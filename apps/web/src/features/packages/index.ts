export { useDeletePackage } from './api/delete-package';
export { usePackages } from './api/get-packages';
export { PackageFormDialog } from './components/package-form-dialog';
export { PackagesList } from './components/packages-list';
