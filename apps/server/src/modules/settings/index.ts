// Key/value settings, plain and sealed.
export type { SecretSettings } from './secret-settings';
export { createSettingsFeature, type Settings } from './settings.feature';
