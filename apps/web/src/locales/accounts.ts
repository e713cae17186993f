import { addLocalePart } from '../lib/i18n';
import strings from './es/accounts.json';

// Imported by the pages that use these strings, so they ride in those pages' chunks.
addLocalePart(strings, { en: () => import('./en/accounts.json') });
