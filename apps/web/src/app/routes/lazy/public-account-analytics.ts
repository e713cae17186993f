// A split point for React.lazy (see public-leaderboard.ts).
export { PublicAccountAnalytics as default } from '../../../features/analytics';
