import { addLocalePart } from '../lib/i18n';
import strings from './es/copy-ledger.json';

// Imported by the page that uses these strings (the account page), so they ride in its chunk.
addLocalePart(strings, { en: () => import('./en/copy-ledger.json') });
