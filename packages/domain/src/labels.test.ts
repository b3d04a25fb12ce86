import { describe, expect, it } from 'vitest';
import {
  CASE_EVENT_KINDS,
  CATEGORIES,
  CONSULTATION_STATUSES,
  PAYMENT_STATUSES,
  URGENCY_LEVELS,
} from './enums.ts';
import {
  formatCallDuration,
  LABELS,
  SEEDED_SPECIALIZATIONS,
  specializationLabel,
  videoCallLine,
} from './labels.ts';
import { LANGUAGES } from './language.ts';
import { VIDEO_CALL_STATUSES } from './video-calls.ts';
import { VERIFICATION_CHECKS } from './verification.ts';

/** Every key each table of a catalog must have: the domain's values, not the catalog's own keys. */
const EXPECTED_KEYS = {
  category: CATEGORIES,
  categoryField: CATEGORIES,
  status: CONSULTATION_STATUSES,
  chatStatus: CONSULTATION_STATUSES,
  urgency: URGENCY_LEVELS,
  paymentStatus: PAYMENT_STATUSES,
  callOutcome: VIDEO_CALL_STATUSES.filter((status) => status !== 'pending' && status !== 'active'),
  callDuration: ['seconds', 'minutes', 'hours'],
  specialization: SEEDED_SPECIALIZATIONS,
  caseEvent: CASE_EVENT_KINDS,
  money: [
    'grossPayments',
    'grossPaymentsDetail',
    'commission',
    'commissionDetail',
    'commissionThisMonth',
    'professionalShare',
  ],
  verification: ['verified', ...VERIFICATION_CHECKS],
} as const;

describe('the label catalog', () => {
  it.each(LANGUAGES)('%s has a non-empty label for every value and nothing else', (language) => {
    const catalog = LABELS[language];
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(EXPECTED_KEYS).sort());
    for (const [table, keys] of Object.entries(EXPECTED_KEYS)) {
      const labels = catalog[table as keyof typeof catalog] as Record<string, string>;
      expect(Object.keys(labels).sort(), table).toEqual([...keys].sort());
      for (const key of keys) expect(labels[key]?.trim(), `${table}.${key}`).toBeTruthy();
    }
  });

  it('keeps the spec’s English words', () => {
    expect(LABELS.en.status.pending_offers).toBe('Has Counter Offers');
    expect(LABELS.en.categoryField.CA).toBe('CA & Finance');
    expect(LABELS.en.category.Career_Consultant).toBe('Career Consultant');
    expect(LABELS.en.chatStatus.closed).toBe('Closed by Professional');
  });

  it('writes Hindi in Devanagari wherever the English is not a name both share', () => {
    const shared = new Set(['CA', 'इंजीनियरिंग']);
    for (const table of ['category', 'categoryField', 'status', 'urgency'] as const) {
      for (const [key, text] of Object.entries(LABELS.hi[table])) {
        if (shared.has(text)) continue;
        expect(text, `${table}.${key}`).toMatch(/[\u0900-\u097F]/);
        expect(text).not.toBe((LABELS.en[table] as Record<string, string>)[key]);
      }
    }
  });
});

describe('a specialization’s name', () => {
  it('is translated when seeded and shown as typed when an admin added it', () => {
    expect(specializationLabel('ITR Filing', 'en')).toBe('ITR Filing');
    expect(specializationLabel('ITR Filing', 'hi')).toBe('ITR फ़ाइलिंग');
    expect(specializationLabel('Other', 'hi')).toBe('अन्य');
    expect(specializationLabel('Drone Permits', 'hi')).toBe('Drone Permits');
  });
});

describe('the chat line of a finished call', () => {
  it('says what happened, and how long an answered call lasted', () => {
    expect(videoCallLine('ended', 12 * 60)).toBe('Video call · 12 min');
    expect(videoCallLine('ended', 45)).toBe('Video call · 45 s');
    expect(videoCallLine('ended', 65 * 60)).toBe('Video call · 1 h 5 min');
    expect(videoCallLine('ended', 2 * 3600)).toBe('Video call · 2 h');
    expect(videoCallLine('ended', null)).toBe('Video call · 0 s');
    expect(videoCallLine('missed', null)).toBe('Missed video call');
    expect(videoCallLine('declined', null)).toBe('Declined video call');
    expect(videoCallLine('cancelled', null)).toBe('Cancelled video call');
  });

  it('reads in Hindi on a Hindi screen', () => {
    expect(videoCallLine('ended', 65 * 60, 'hi')).toBe('वीडियो कॉल · 1 घंटे 5 मिनट');
    expect(videoCallLine('missed', null, 'hi')).toBe('मिस्ड वीडियो कॉल');
  });

  it('rounds to the nearest whole minute from one minute on', () => {
    expect(formatCallDuration(59)).toBe('59 s');
    expect(formatCallDuration(60)).toBe('1 min');
    expect(formatCallDuration(89)).toBe('1 min');
    expect(formatCallDuration(90)).toBe('2 min');
    expect(formatCallDuration(-5)).toBe('0 s');
  });
});
