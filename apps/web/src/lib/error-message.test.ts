import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CallTransitionError,
  CONSULTATION_STATUSES,
  ERROR_CATALOG,
  errorMessage,
  TRANSITIONS,
  TransitionError,
  VIDEO_CALL_STATUSES,
  type ConsultationAction,
  type ErrorCode,
} from '@salahkar/domain';
import { CALL_TRANSITIONS, type CallAction } from '@salahkar/domain/video-calls';
import { ApiError, errorMessageOf, fieldErrorOf } from './api-client.ts';
import { errorCodeText, errorText, validationText } from './error-message.ts';
import { showInHindi } from '@/test/languages.ts';

const serverError = (status: number, body: unknown) =>
  new ApiError(status, 'Status', JSON.stringify(body));

const codes = Object.keys(ERROR_CATALOG) as ErrorCode[];
const HERE = path.dirname(fileURLToPath(import.meta.url));
// The message files as translators edit them (the build compiles what `import` would give).
const read = (language: 'en' | 'hi') =>
  JSON.parse(readFileSync(path.join(HERE, `messages/${language}.json`), 'utf8')) as Record<
    string,
    string
  >;
const en = read('en');
const hi = read('hi');
const catalog = (messages: Record<string, string>) => new Map(Object.entries(messages));

/** Values for a code's text: a number of seconds for `{wait}`, a word for any other. */
function sampleParams(code: ErrorCode): Record<string, string | number> {
  const names = [...ERROR_CATALOG[code].message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  return Object.fromEntries(names.map((name) => [name, name === 'wait' ? 150 : `<${name}>`]));
}

describe('the error codes’ web texts', () => {
  it('has an English and a Hindi text for every code the server answers with', () => {
    const english = catalog(en);
    const hindi = catalog(hi);
    expect(codes.length).toBeGreaterThan(150);
    expect(codes.filter((code) => !english.get(`errors.code.${code}`))).toEqual([]);
    expect(codes.filter((code) => !hindi.get(`errors.code.${code}`))).toEqual([]);
  });

  it('words every code in English exactly as the server does', () => {
    const lifecycleCodes = new Set<ErrorCode>(['TRANSITION_REFUSED', 'CALL_TRANSITION_REFUSED']);
    for (const code of codes.filter((code) => !lifecycleCodes.has(code))) {
      const params = sampleParams(code);
      expect(errorCodeText(code, params), code).toBe(errorMessage(code, params));
    }
  });

  it('words every refused consultation and call transition as the domain does', () => {
    for (const status of CONSULTATION_STATUSES) {
      for (const action of Object.keys(TRANSITIONS) as ConsultationAction[]) {
        const refusal = new TransitionError(status, action);
        expect(errorCodeText(refusal.code, refusal.params)).toBe(refusal.message);
      }
    }
    for (const status of VIDEO_CALL_STATUSES) {
      for (const action of Object.keys(CALL_TRANSITIONS) as CallAction[]) {
        const refusal = new CallTransitionError(status, action);
        expect(errorCodeText(refusal.code, refusal.params)).toBe(refusal.message);
      }
    }
  });
});

describe('errorText', () => {
  it('shows the server’s English text for a known code, and its message for an unknown one', () => {
    const missing = { code: 'CONSULTATION_NOT_FOUND', message: 'Consultation not found' };
    expect(errorText(serverError(404, missing))).toBe('Consultation not found');
    expect(errorText(serverError(418, { code: 'TEAPOT', message: 'I am a teapot' }))).toBe(
      'I am a teapot',
    );
  });

  it('words a code and its values in Hindi', () => {
    showInHindi();
    const offer = serverError(400, {
      code: 'OFFER_OUT_OF_RANGE',
      message: 'Your offer must be between ₹500 and ₹1,500, the range of this request',
      params: { min: '₹500', max: '₹1,500' },
    });
    expect(errorText(offer)).toBe('आपका ऑफ़र ₹500 से ₹1,500 के बीच होना चाहिए, यही इस अनुरोध की रेंज है');
    expect(errorMessageOf(offer, 'ऑफ़र नहीं भेजा जा सका')).toBe(errorText(offer));
  });

  it('words a wait in the language on screen, in seconds or minutes as the server does', () => {
    const cooldown = (wait: number) =>
      serverError(429, {
        code: 'CODE_COOLDOWN',
        message: errorMessage('CODE_COOLDOWN', { wait }),
        params: { wait },
      });
    expect(errorText(cooldown(45))).toBe('Please wait 45 seconds before requesting a new code.');
    expect(errorText(cooldown(1))).toBe('Please wait 1 second before requesting a new code.');
    showInHindi();
    expect(errorText(cooldown(45))).toBe('नया कोड माँगने से पहले कृपया 45 सेकंड रुकें।');
    expect(errorText(cooldown(150))).toBe('नया कोड माँगने से पहले कृपया 3 मिनट रुकें।');
  });

  it('says why a consultation refused an action, in Hindi', () => {
    showInHindi();
    const refusal = new TransitionError('completed', 'editRequest');
    const error = serverError(409, {
      code: refusal.code,
      message: refusal.message,
      params: refusal.params,
    });
    expect(errorText(error)).toBe('यह परामर्श पूरा हो चुका है, इसलिए अभी संपादन नहीं हो सकता।');
  });

  it('shows a schema’s refusal by its own words, in Hindi when the schema’s text has one', () => {
    showInHindi();
    const error = serverError(400, {
      code: 'VALIDATION_FAILED',
      message: 'Please enter a valid 6-digit OTP',
      field: 'otp',
    });
    expect(fieldErrorOf(error, ['otp'] as const)).toEqual({
      field: 'otp',
      message: 'कृपया सही 6 अंकों का OTP डालें',
    });
    expect(validationText("Passwords don't match")).toBe('पासवर्ड मेल नहीं खाते');
    expect(validationText('Invalid or expired reset token')).toBe(
      hi['errors.code.RESET_TOKEN_INVALID'],
    );
    expect(validationText('Something else entirely')).toBe('Something else entirely');
  });

  it('uses the caller’s fallback, or a connection text, when the server said nothing', () => {
    expect(errorText(new TypeError('Failed to fetch'), 'Failed to send message')).toBe(
      'Failed to send message',
    );
    expect(errorText(new TypeError('Failed to fetch'))).toBe(
      'Could not reach Salahkar. Check your connection and try again.',
    );
    showInHindi();
    const connection = 'सलाहकार से संपर्क नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर कोशिश करें।';
    expect(errorText(new TypeError('Failed to fetch'), 'संदेश नहीं भेजा जा सका')).toBe(connection);
    expect(errorText(new ApiError(502, 'Bad Gateway', '<html>'))).toBe(connection);
    expect(errorText(new ApiError(500, 'Internal Server Error', ''), 'फिर कोशिश करें।')).toBe(
      'फिर कोशिश करें।',
    );
  });
});
