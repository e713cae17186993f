// What users and the system did, recorded from an Actor.
export { ActivityRepository } from './activity.repository';
export { activityRoutes } from './activity.routes';
export { ActivityService, type ActivityEntry, type UserChangeRecorder } from './activity.service';
