import { addLocalePart } from '../lib/i18n';
import strings from './es/review.json';

// Imported by the pages that use these strings (the account page, the public account page and
// the strategy editor's backtest review), so they ride in their chunks.
addLocalePart(strings, { en: () => import('./en/review.json') });
