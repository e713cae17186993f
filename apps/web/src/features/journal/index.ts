// The trade journal: notes and tags on round trips and days, composed into the review by the app.
export { journalKeys } from './api/journal-api';
export { createReviewJournal } from './components/review-journal';
