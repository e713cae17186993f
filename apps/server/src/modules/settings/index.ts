export { SettingsRepository } from './settings.repository';
export { SecretSettings } from './secret-settings';
