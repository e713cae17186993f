// Plans (packages) and their limits.
export { createPackagesFeature } from './packages.feature';
export type { PackageLimit, PlanLimits } from './packages.service';
