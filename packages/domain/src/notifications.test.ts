import { describe, expect, it } from 'vitest';
import { notificationLevelsSchema } from './api/notifications';
import {
  DEFAULT_NOTIFICATION_LEVELS,
  NOTIFICATION_EVENTS,
  composeNotificationLevels,
  notificationLevels,
} from './notifications';

describe('notification levels', () => {
  it('the schema and the defaults name every event, and only them', () => {
    expect(Object.keys(notificationLevelsSchema.shape).sort()).toEqual(
      [...NOTIFICATION_EVENTS].sort(),
    );
    expect(Object.keys(DEFAULT_NOTIFICATION_LEVELS).sort()).toEqual(
      [...NOTIFICATION_EVENTS].sort(),
    );
  });

  it('stored choices override the defaults; unknown events and levels are dropped', () => {
    expect(notificationLevels(null)).toEqual(DEFAULT_NOTIFICATION_LEVELS);
    expect(
      notificationLevels({ 'trade.executed': 'silent', 'signal.failed': 'loud', nope: 'on' }),
    ).toEqual({ ...DEFAULT_NOTIFICATION_LEVELS, 'trade.executed': 'silent' });
    expect(
      composeNotificationLevels({ 'trade.executed': 'on' }, { 'signal.failed': 'off' }),
    ).toEqual({
      ...DEFAULT_NOTIFICATION_LEVELS,
      'trade.executed': 'on',
      'signal.failed': 'off',
    });
  });
});
