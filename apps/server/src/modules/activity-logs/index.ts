// What users and the system did, recorded from an Actor.
export { createActivityFeature } from './activity.feature';
export type { ActivityEntry, ActivityService, UserChangeRecorder } from './activity.service';
