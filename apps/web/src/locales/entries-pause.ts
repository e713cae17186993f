import { addLocalePart } from '../lib/i18n';
import strings from './es/entries-pause.json';

// Imported by the pages that use these strings (the account page and Perfil › General), so they
// ride in their chunks.
addLocalePart(strings, { en: () => import('./en/entries-pause.json') });
