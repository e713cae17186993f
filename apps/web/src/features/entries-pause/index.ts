export { entriesPauseKeys } from './api/entries-pause-keys';
export { AccountPauseCard } from './components/account-pause-card';
export { ProfilePauseCard } from './components/profile-pause-card';
export { WaitingOrdersPanel } from './components/waiting-orders-panel';
