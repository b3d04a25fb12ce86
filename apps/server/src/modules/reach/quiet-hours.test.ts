import { describe, expect, it } from 'vitest';
import { defaultNotificationSettings, inQuietHours } from '@salahkar/domain';
import { pushTopic } from '../../adapters/push/push-service.ts';
import { quietHoursEnd } from './notification-settings.ts';

// When a held push leaves: the next moment India's clock reads the end of the quiet hours.

const quiet = (start: string, end: string) => ({
  ...defaultNotificationSettings(),
  quietHours: { start, end },
});

describe('the end of quiet hours', () => {
  it('is later the same IST day for a window within a day', () => {
    // 13:00 IST is 07:30 UTC.
    const now = new Date('2026-11-26T07:30:00Z');
    const settings = quiet('12:00', '14:30');
    expect(inQuietHours(settings, now)).toBe(true);
    expect(quietHoursEnd(settings, now).toISOString()).toBe('2026-11-26T09:00:00.000Z');
  });

  it('is the next IST morning for a window past midnight, from either side of it', () => {
    const settings = quiet('22:00', '07:00');
    // 23:30 IST on the 26th, then 01:00 IST on the 27th: both end at 07:00 IST on the 27th.
    for (const now of [new Date('2026-11-26T18:00:00Z'), new Date('2026-11-26T19:30:00Z')]) {
      expect(inQuietHours(settings, now)).toBe(true);
      expect(quietHoursEnd(settings, now).toISOString()).toBe('2026-11-27T01:30:00.000Z');
    }
  });
});

describe('the Topic header of a push', () => {
  it('keeps a short base64url tag and hashes a long one to 32 characters', () => {
    expect(pushTopic('new-requests')).toBe('new-requests');
    const long = pushTopic('call-6f1c1b8e-4b7a-4d5e-9a51-3f9d2c7e8a10');
    expect(long).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(pushTopic('call-6f1c1b8e-4b7a-4d5e-9a51-3f9d2c7e8a10')).toBe(long);
  });
});
