import { describe, expect, it } from 'vitest';
import { BROKEN_TEXT_MESSAGE } from '@salahkar/domain';
import { PNG_BYTES } from '../test/files.ts';
import { consultationInput, marketplace, useMarketplaceApp } from '../test/marketplace.ts';
import { shared } from '../test/shared.ts';
import { sendWebhook } from '../test/payments.ts';

// Text PostgreSQL cannot store, and multipart bodies busboy cannot read, are the person's
// mistake: a readable 400, never a 500 from deep inside a query.

const UNREADABLE_UPLOAD = 'The upload could not be read. Please choose the file again.';

describe('text PostgreSQL cannot store', () => {
  const t = useMarketplaceApp();
  const m = marketplace(t);
  const user = m.usePerson();
  const admin = m.useAdmin();

  const refused = {
    status: 400,
    body: { code: 'BROKEN_TEXT', message: BROKEN_TEXT_MESSAGE },
  };

  it('refuses NUL in a JSON body', async () => {
    const answer = await m.jsonAs(user, '/api/profile', {
      method: 'PUT',
      json: { firstName: 'Asha\u0000', lastName: 'Rao' },
    });
    expect(answer).toEqual(refused);
  });

  it('refuses a lone surrogate in a JSON body', async () => {
    const answer = await m.jsonAs(user, '/api/consultations', {
      method: 'POST',
      json: consultationInput({ description: `Need help with ITR-2 filing \ud800 please` }),
    });
    expect(answer).toEqual(refused);
  });

  it('refuses NUL in a path parameter no schema checks', async () => {
    const answer = await m.jsonAs(user, '/api/payments/orders/x%00y');
    expect(answer).toEqual(refused);
  });

  it('refuses NUL in a query', async () => {
    const answer = await m.jsonAs(admin, '/api/admin/users?search=a%00b');
    expect(answer).toEqual(refused);
  });

  it('refuses NUL and lone surrogates in a signed webhook payload', async () => {
    for (const text of ['\\u0000', '\\ud800']) {
      const body = `{"event":"payment.failed","payload":{"note":"${text}"}}`;
      expect(await sendWebhook(t, body)).toEqual(refused);
    }
  });
});

describe('multipart bodies that cannot be read', () => {
  const t = useMarketplaceApp();
  const m = marketplace(t);
  const user = m.usePerson();
  const professional = m.usePerson({ role: 'professional' });
  const requests = shared(async () => ({
    assigned: await m.createConsultation(user.user, {
      status: 'assigned',
      assignedTo: professional.user.id,
    }),
    open: await m.createConsultation(user.user),
  }));

  const uploadRoutes = () => [
    { person: null, path: '/api/auth/register-with-otp' },
    { person: user, path: '/api/users/role' },
    { person: user, path: `/api/consultations/${requests.open.id}/documents` },
    { person: user, path: `/api/consultations/${requests.assigned.id}/messages/upload` },
  ];

  it.each([
    ['garbage', 'this is not a multipart body at all'],
    ['a truncated part', '--zz\r\nContent-Disposition: form-data; name="payload"\r\n\r\n{"a'],
    ['a part without headers end', '--zz\r\nContent-Disposition: form-data; name="x"'],
  ])('answers 400 to %s on every upload route', async (_, body) => {
    for (const { person, path } of uploadRoutes()) {
      const answer = await m.jsonAs(person, path, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=zz' },
        body,
      });
      expect({ path, ...answer }).toEqual({
        path,
        status: 400,
        body: { code: 'UPLOAD_UNREADABLE', message: UNREADABLE_UPLOAD },
      });
    }
  });

  it('refuses NUL in a form field and in a file name', async () => {
    const withField = new FormData();
    withField.append('message', 'see\u0000attached');
    withField.append('file', new Blob([new Uint8Array(PNG_BYTES)], { type: 'image/png' }), 'a.png');
    const withName = new FormData();
    withName.append(
      'file',
      new Blob([new Uint8Array(PNG_BYTES)], { type: 'image/png' }),
      'a\u0000.png',
    );
    for (const form of [withField, withName]) {
      const answer = await m.jsonAs(
        user,
        `/api/consultations/${requests.assigned.id}/messages/upload`,
        {
          method: 'POST',
          body: form,
        },
      );
      expect(answer).toEqual({
        status: 400,
        body: { code: 'BROKEN_TEXT', message: BROKEN_TEXT_MESSAGE },
      });
    }
  });
});
