import { addLocalePart } from '../lib/i18n';
import strings from './es/notifications.json';

// Imported by the pages that use these strings, so they ride in those pages' chunks.
addLocalePart(strings, { en: () => import('./en/notifications.json') });
