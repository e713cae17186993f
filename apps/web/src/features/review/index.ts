export { reviewKeys } from './api/review-keys';
export { useReview } from './api/get-review';
export { ReviewCard } from './components/review-card';
export type { ReviewJournal } from './lib/review-journal';
export { ReviewRisk } from './components/review-risk';
export { ReviewStatistics } from './components/review-statistics';
