import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, errorMessageOf, fieldErrorOf } from './api-client.ts';
import { errorText, validationText } from './error-text.ts';
import { showInEnglish, showInHindi } from '@/test/languages.ts';

const serverError = (status: number, body: unknown) =>
  new ApiError(status, 'Status', JSON.stringify(body));

const inHindi = () => showInHindi();

afterEach(() => {
  showInEnglish();
});

describe('errorText in English', () => {
  it('shows the server message as sent, known or not', () => {
    expect(
      errorText(serverError(404, { code: 'NOT_FOUND', message: 'Consultation not found' })),
    ).toBe('Consultation not found');
    expect(
      errorText(serverError(400, { code: 'VALIDATION_FAILED', message: 'Offer must be ₹500' })),
    ).toBe('Offer must be ₹500');
  });

  it('falls back to the caller’s text when the server said nothing readable', () => {
    expect(errorText(new TypeError('Failed to fetch'), 'Failed to send message')).toBe(
      'Failed to send message',
    );
    expect(errorText(new ApiError(500, 'Internal Server Error', ''), 'Please try again.')).toBe(
      'Please try again.',
    );
    expect(errorMessageOf(new Error('boom'), 'Registration failed')).toBe('Registration failed');
  });

  it('says to check the connection when there is no fallback', () => {
    expect(errorText(new TypeError('Failed to fetch'))).toBe(
      'Could not reach Salahkar. Check your connection and try again.',
    );
  });

  it('leaves validation texts as they are', () => {
    expect(validationText('Please enter a valid email')).toBe('Please enter a valid email');
    expect(validationText('Something else entirely')).toBe('Something else entirely');
  });
});

describe('errorText in Hindi', () => {
  it('shows the Hindi text of a server message it knows', () => {
    inHindi();
    const error = serverError(404, { code: 'NOT_FOUND', message: 'Consultation not found' });
    expect(errorText(error)).toBe('परामर्श नहीं मिला');
    expect(errorMessageOf(error, 'Could not load')).toBe('परामर्श नहीं मिला');
  });

  it('shows the Hindi text of the code for a message it does not know', () => {
    inHindi();
    expect(
      errorText(serverError(400, { code: 'VALIDATION_FAILED', message: 'Offer must be ₹500' })),
    ).toBe('कुछ जानकारी सही नहीं है। कृपया जाँचकर फिर कोशिश करें।');
    expect(errorText(serverError(409, { code: 'INVALID_STATE', message: 'Not now' }))).toBe(
      'इस चरण पर यह नहीं किया जा सकता।',
    );
  });

  it('says in Hindi to check the connection when the request got no answer', () => {
    inHindi();
    const connection = 'सलाहकार से संपर्क नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर कोशिश करें।';
    expect(errorText(new TypeError('Failed to fetch'), 'संदेश नहीं भेजा जा सका')).toBe(connection);
    expect(errorText(new ApiError(502, 'Bad Gateway', '<html>'))).toBe(connection);
  });

  it('uses the caller’s (already Hindi) fallback for other failures without a message', () => {
    inHindi();
    expect(errorText(new ApiError(500, 'Internal Server Error', ''), 'फिर कोशिश करें।')).toBe(
      'फिर कोशिश करें।',
    );
    expect(errorText(new Error('boom'))).toBe('कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें।');
  });

  it('translates a field’s message and a schema’s message', () => {
    inHindi();
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
    expect(validationText('Something else entirely')).toBe('Something else entirely');
  });
});

describe('errorText for a message built from values', () => {
  it('keeps the English as sent', () => {
    const error = serverError(429, {
      code: 'RATE_LIMITED',
      message: 'Please wait 45 seconds before requesting a new code.',
    });
    expect(errorText(error)).toBe('Please wait 45 seconds before requesting a new code.');
  });

  it('fills the Hindi text of its pattern with the same values', () => {
    inHindi();
    expect(
      errorText(
        serverError(429, {
          code: 'RATE_LIMITED',
          message: 'Please wait 45 seconds before requesting a new code.',
        }),
      ),
    ).toBe('नया कोड माँगने से पहले कृपया 45 सेकंड रुकें।');
    expect(
      errorText(
        serverError(429, {
          code: 'RATE_LIMITED',
          message: 'Too many sign-in attempts. Please wait 3 minutes and try again.',
        }),
      ),
    ).toBe('साइन इन की बहुत ज़्यादा कोशिशें हो गई हैं। कृपया 3 मिनट रुककर फिर कोशिश करें।');
    expect(
      errorText(
        serverError(400, {
          code: 'VALIDATION_FAILED',
          message: 'Your offer must be between ₹500 and ₹1,500, the range of this request',
        }),
      ),
    ).toBe('आपका ऑफ़र ₹500 से ₹1,500 के बीच होना चाहिए, यही इस अनुरोध की रेंज है');
  });
});
