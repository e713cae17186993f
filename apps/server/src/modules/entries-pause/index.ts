// The pause switches (issue 37): no order opens or adds to a position while one is set.
export { createEntriesPauseFeature } from './entries-pause.feature';
