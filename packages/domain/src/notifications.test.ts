import { describe, expect, it } from 'vitest';
import { notificationLevelsSchema } from './api/notifications';
import {
  inQuietHours,
  localClock,
  summaryDue,
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

describe('the user’s clock: summaries and quiet hours', () => {
  it('reads the local day and minute, daylight saving included', () => {
    // Madrid springs forward at 01:00Z on 2026-03-29 (02:00 → 03:00) and falls back on 10-25.
    expect(localClock(Date.parse('2026-03-29T00:59:00Z'), 'Europe/Madrid')).toEqual({
      day: '2026-03-29',
      minute: 1 * 60 + 59,
    });
    expect(localClock(Date.parse('2026-03-29T01:00:00Z'), 'Europe/Madrid').minute).toBe(3 * 60);
    expect(localClock(Date.parse('2026-10-25T00:30:00Z'), 'Europe/Madrid').minute).toBe(
      2 * 60 + 30,
    );
    expect(localClock(Date.parse('2026-10-25T01:30:00Z'), 'Europe/Madrid').minute).toBe(
      2 * 60 + 30,
    );
    // Late evening in New York is the next day in UTC.
    expect(localClock(Date.parse('2026-07-02T03:00:00Z'), 'America/New_York')).toEqual({
      day: '2026-07-01',
      minute: 23 * 60,
    });
  });

  it('quiet hours may cross midnight; equal ends mean none', () => {
    expect(inQuietHours(23 * 60, '22:00', '07:00')).toBe(true);
    expect(inQuietHours(3 * 60, '22:00', '07:00')).toBe(true);
    expect(inQuietHours(7 * 60, '22:00', '07:00')).toBe(false);
    expect(inQuietHours(12 * 60, '13:00', '15:00')).toBe(false);
    expect(inQuietHours(14 * 60, '13:00', '15:00')).toBe(true);
    expect(inQuietHours(14 * 60, '13:00', '13:00')).toBe(false);
    expect(inQuietHours(14 * 60, null, null)).toBe(false);
  });

  it('a summary is due from its minute on', () => {
    expect(summaryDue(8 * 60 - 1, '08:00')).toBe(false);
    expect(summaryDue(8 * 60, '08:00')).toBe(true);
    expect(summaryDue(23 * 60, null)).toBe(false);
  });
});
