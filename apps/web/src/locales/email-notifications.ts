import { addLocalePart } from '../lib/i18n';
import strings from './es/email-notifications.json';

// Imported by the pages that use these strings (Perfil › Notificaciones, Administración ›
// Notificaciones), so they ride in those pages' chunks.
addLocalePart(strings, { en: () => import('./en/email-notifications.json') });
