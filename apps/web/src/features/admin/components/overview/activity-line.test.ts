import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_CODES,
  ACTIVITY_LINES,
  ACTIVITY_PARAM_NAMES,
} from '@salahkar/domain/activity-lines';
import { t } from '@/i18n';
import { showInHindi } from '@/test/languages.ts';
import { activityLineOf } from './activity-line.ts';

describe('Recent Activity lines', () => {
  it('word every code in English as the server writes its description', () => {
    // Each value stands for itself, so the two texts must match word for word.
    const values = Object.fromEntries(ACTIVITY_PARAM_NAMES.map((name) => [name, `<${name}>`]));
    for (const code of ACTIVITY_CODES) {
      const server = ACTIVITY_LINES[code].replace(/\{(\w+)\}/g, (_, name: string) => `<${name}>`);
      expect(t(`admin.activity.line.${code}`, values), code).toBe(server);
    }
    expect(
      activityLineOf({
        code: 'exported',
        params: { actor: 'Anjali Verma', export: 'financial', format: 'PDF' },
      }),
    ).toBe('Anjali Verma downloaded the financial export (PDF)');
  });

  it('word ids, missing people and notes in Hindi', () => {
    showInHindi();
    expect(
      activityLineOf({
        code: 'rejected',
        params: { actor: 'Anjali Verma', notes: 'Licence not on the register' },
      }),
    ).toBe('Anjali Verma ने एक प्रोफ़ेशनल का आवेदन अस्वीकार किया: Licence not on the register');
    expect(
      activityLineOf({ code: 'applied', params: { actor: 'Ravi Kumar', field: 'Lawyer' } }),
    ).toBe('Ravi Kumar ने प्रोफ़ेशनल बनने के लिए आवेदन किया (वकील)');
    expect(
      activityLineOf({
        code: 'exported',
        params: { actor: 'Anjali Verma', export: 'users', format: 'CSV' },
      }),
    ).toBe('Anjali Verma ने यूज़र एक्सपोर्ट डाउनलोड किया (CSV)');
    expect(
      activityLineOf({
        code: 'adminAction',
        params: { actor: 'Anjali Verma', action: 'payout.paid' },
      }),
    ).toBe('Anjali Verma: पेआउट चुकाया गया');
  });
});
