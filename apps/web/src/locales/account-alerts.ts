import { addLocalePart } from '../lib/i18n';
import strings from './es/account-alerts.json';

// Imported by the page that uses these strings (Perfil › Notificaciones), so they ride in its chunk.
addLocalePart(strings, { en: () => import('./en/account-alerts.json') });
