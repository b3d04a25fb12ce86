import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import {
  ApiError,
  apiRequest,
  errorMessageOf,
  getQueryFn,
  isSuspendedError,
  isUnauthorizedError,
  payloadWithFiles,
  queryKeyToUrl,
  uploadToSignedUrl,
} from './api-client.ts';

resetFakesAfterEach();

async function runDefaultQuery(on401: 'returnNull' | 'throw', queryKey: readonly unknown[]) {
  const context = { queryKey, signal: new AbortController().signal, meta: undefined };
  return getQueryFn<unknown>({ on401 })(context as never);
}

describe('apiRequest', () => {
  it('sends JSON with the session cookie and resolves with the parsed body', async () => {
    const { calls } = fakeFetch({ 'POST /api/contact': { body: { success: true } } });

    const result = await apiRequest('POST', '/api/contact', { name: 'Asha' });

    expect(result).toEqual({ success: true });
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"Asha"}',
    });
  });

  it('sends an Idempotency-Key when a money call carries one', async () => {
    const { calls } = fakeFetch({
      'POST /api/payments/verify': { body: { ok: true } },
      'POST /api/consultations/1/cancel': { body: { ok: true } },
    });

    await apiRequest('POST', '/api/payments/verify', { a: 1 }, { idempotencyKey: 'click-0001' });
    await apiRequest('POST', '/api/consultations/1/cancel', undefined, {
      idempotencyKey: 'click-0002',
    });

    expect(calls[0]?.init?.headers).toEqual({
      'Content-Type': 'application/json',
      'Idempotency-Key': 'click-0001',
    });
    expect(calls[1]?.init?.headers).toEqual({ 'Idempotency-Key': 'click-0002' });
  });

  it('sends no content type without a body, and lets the browser type a FormData body', async () => {
    const { calls } = fakeFetch({
      'DELETE /api/consultations/1': { status: 204 },
      'POST /api/upload': { body: { ok: true } },
    });

    await expect(apiRequest('DELETE', '/api/consultations/1')).resolves.toBeNull();
    const form = new FormData();
    form.append('message', 'see attached');
    await apiRequest('POST', '/api/upload', form);

    expect(calls[0]?.init?.headers).toBeUndefined();
    expect(calls[1]?.init?.headers).toBeUndefined();
    expect(calls[1]?.init?.body).toBe(form);
  });

  it('rejects a non-OK answer with "status: body" and the server code and message', async () => {
    const body = { code: 'INVALID_STATE', message: 'This consultation is closed.' };
    fakeFetch({ 'POST /api/consultations/1/close': { status: 409, body } });

    const error = await apiRequest('POST', '/api/consultations/1/close').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: `409: ${JSON.stringify(body)}`,
      status: 409,
      code: 'INVALID_STATE',
      serverMessage: 'This consultation is closed.',
    });
    expect(errorMessageOf(error, 'Failed to close consultation')).toBe(
      'This consultation is closed.',
    );
  });

  it('falls back to the status text when the body is empty', async () => {
    fakeFetch({ 'GET /api/stats/user': { status: 502, statusText: 'Bad Gateway' } });

    const error = await apiRequest('GET', '/api/stats/user').catch((e: unknown) => e);

    expect((error as ApiError).message).toBe('502: Bad Gateway');
    expect((error as ApiError).serverMessage).toBeUndefined();
    expect(errorMessageOf(error, 'Failed to load')).toBe('Failed to load');
  });

  it('keeps a plain-text body as the message and has no code', async () => {
    fakeFetch({ 'GET /api/x': { status: 500, body: 'upstream exploded' } });

    const error = (await apiRequest('GET', '/api/x').catch((e: unknown) => e)) as ApiError;

    expect(error.message).toBe('500: upstream exploded');
    expect(error.code).toBeUndefined();
  });
});

describe('payloadWithFiles', () => {
  it('keeps the payload as it is when no files go with it', () => {
    const payload = { role: 'professional' };
    expect(payloadWithFiles(payload, 'credentials', [])).toBe(payload);
  });

  it('puts the payload as JSON in a `payload` field and each file under the given name', () => {
    const a = new File(['%PDF-1.7'], 'a.pdf', { type: 'application/pdf' });
    const b = new File(['png'], 'b.png', { type: 'image/png' });

    const form = payloadWithFiles({ role: 'professional' }, 'credentials', [a, b]) as FormData;

    expect(form).toBeInstanceOf(FormData);
    expect(JSON.parse(String(form.get('payload')))).toEqual({ role: 'professional' });
    expect((form.getAll('credentials') as File[]).map((file) => file.name)).toEqual([
      'a.pdf',
      'b.png',
    ]);
  });
});

describe('uploadToSignedUrl', () => {
  it('PUTs the bytes typed as the file, with cookies only for our own origin', async () => {
    const { calls } = fakeFetch({ 'PUT /api/uploads/signed/abc': { body: { ok: true } } });
    const photo = new Blob(['jpeg bytes'], { type: 'image/jpeg' });

    await uploadToSignedUrl('/api/uploads/signed/abc', photo);

    expect(calls[0]?.init).toMatchObject({
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'image/jpeg' },
      body: photo,
    });
  });

  it('rejects a refused upload with an ApiError', async () => {
    fakeFetch({
      'PUT /api/uploads/signed/abc': {
        status: 413,
        body: {
          code: 'FILE_TOO_LARGE',
          message: 'File must be 5 MB or smaller',
          params: { size: '5 MB' },
        },
      },
    });

    const error = await uploadToSignedUrl('/api/uploads/signed/abc', new Blob(['x'])).catch(
      (e: unknown) => e,
    );

    expect(errorMessageOf(error, 'Upload failed')).toBe('File must be 5 MB or smaller');
    expect(error).toMatchObject({ code: 'FILE_TOO_LARGE', params: { size: '5 MB' } });
  });
});

describe('the default query function', () => {
  it('GETs the key segments joined by slashes', async () => {
    const { calls } = fakeFetch({ 'GET /api/consultations/42/messages': { body: [] } });

    const result = await runDefaultQuery('throw', ['/api/consultations', 42, 'messages']);

    expect(result).toEqual([]);
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/consultations/42/messages' });
    expect(calls[0]?.init?.credentials).toBe('include');
    expect(queryKeyToUrl(['/api/professional', 'offers'])).toBe('/api/professional/offers');
  });

  it('turns a 401 into null when asked to, and into an ApiError otherwise', async () => {
    fakeFetch({
      'GET /api/auth/user': {
        status: 401,
        body: { code: 'UNAUTHENTICATED', message: 'Unauthorized' },
      },
    });

    await expect(runDefaultQuery('returnNull', ['/api/auth/user'])).resolves.toBeNull();
    const error = await runDefaultQuery('throw', ['/api/auth/user']).catch((e: unknown) => e);
    expect(isUnauthorizedError(error)).toBe(true);
  });
});

describe('error kinds', () => {
  it('recognises a 401 by status, or by the spec message shape on other errors', () => {
    expect(isUnauthorizedError(new ApiError(401, 'Unauthorized', ''))).toBe(true);
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(true);
    expect(isUnauthorizedError(new ApiError(403, 'Forbidden', ''))).toBe(false);
    expect(isUnauthorizedError(new Error('Network down'))).toBe(false);
  });

  it('recognises a suspended account by its code, not by any 403', () => {
    const suspended = new ApiError(
      403,
      'Forbidden',
      JSON.stringify({ code: 'ACCOUNT_SUSPENDED', message: 'Account suspended' }),
    );
    const forbidden = new ApiError(
      403,
      'Forbidden',
      JSON.stringify({ code: 'FORBIDDEN', message: 'Only admins may do this.' }),
    );
    expect(isSuspendedError(suspended)).toBe(true);
    expect(isSuspendedError(forbidden)).toBe(false);
  });
});
