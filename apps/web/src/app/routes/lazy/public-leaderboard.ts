// Split points live in app/: React.lazy needs a module of its own, and a feature is reached only
// through its index.ts, which first-load code imports too. The build drops the index's other
// exports from this chunk (apps/web/package.json lists the files with side effects).
export { PublicLeaderboard as default } from '../../../features/analytics';
