// The trade journal (issue 38): a note and tags on each round trip and each day of an account,
// private unless its owner publishes them.
export { createJournalFeature } from './journal.feature';
