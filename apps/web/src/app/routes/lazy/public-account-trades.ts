// A split point for React.lazy (see public-leaderboard.ts).
export { PublicAccountTrades as default } from '../../../features/trades';
