// Plans (packages) and their limits.
export { PackagesRepository } from './packages.repository';
export { packagesRoutes } from './packages.routes';
export { PackagesService } from './packages.service';
