// Demo accounts with simulated history for the embedded start-up.
export { DEMO_ACCOUNTS, DEMO_USER_UID, seedDemoData, type DemoDeps } from './demo-data';
