import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  INVALID_PHONE_MESSAGE,
  INVALID_PHONE_REASON,
  normalisePhone,
  phoneOnlySchema,
  phoneWithCodeSchema,
} from './phone.ts';

describe('mobile numbers', () => {
  it('reads the ways people type an Indian mobile number as one E.164 number', () => {
    for (const typed of [
      '9876543210',
      '98765 43210',
      '+91 98765 43210',
      '+91-98765-43210',
      '098765 43210',
      '919876543210',
      ' (+91) 98765-43210 ',
    ]) {
      expect(normalisePhone(typed), typed).toBe('+919876543210');
    }
    expect(normalisePhone('+44 7911 123456')).toBe('+447911123456');
  });

  it('refuses landlines, toll-free numbers, short numbers and garbage', () => {
    for (const typed of [
      '011 2345 6789',
      '+91 80 2345 6789',
      '1800 123 4567',
      '12345',
      'abc',
      '',
    ]) {
      expect(normalisePhone(typed), typed).toBeNull();
    }
  });

  it('says what is wrong in the readable words, with a stable reason', () => {
    const result = phoneOnlySchema.safeParse({ phone: '011 2345 6789' });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({
      message: INVALID_PHONE_MESSAGE,
      path: ['phone'],
      params: { reason: INVALID_PHONE_REASON },
    });
    expect(
      phoneWithCodeSchema.safeParse({ phone: '9876543210', code: '12345' }).error!.issues[0]!
        .message,
    ).toBe('Enter the 6-digit code from the SMS.');
    expect(phoneWithCodeSchema.parse({ phone: '9876543210', code: ' 123456 ' })).toEqual({
      phone: '+919876543210',
      code: '123456',
    });
  });

  it('shows a number as people read it', () => {
    expect(formatPhone('+919876543210')).toBe('+91 98765 43210');
  });
});
