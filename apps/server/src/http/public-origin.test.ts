import { describe, expect, it } from 'vitest';
import { createAccount } from '../test/accounts.ts';
import { useTestApp } from '../test/app.ts';
import { waitForMail } from '../test/mailbox.ts';
import { listeningOrigin } from './public-origin.ts';

// Without PUBLIC_URL, links in mails name the origin the server listens on: a Host header is the
// asker's to choose, and a reset link built from it would carry the token to their site.

describe('links in mails without PUBLIC_URL', () => {
  // A Host outside the deployment's names is refused (plugins/site-names.ts); one it answers to
  // besides its listening address still names no link.
  const t = useTestApp({ ALLOWED_HOSTS: 'salahkar.lan' });

  it('ignore the Host header', async () => {
    const { user } = await createAccount(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { host: 'salahkar.lan', 'x-forwarded-host': 'evil.example' },
      payload: { email: user.email },
    });
    expect(response.statusCode).toBe(200);
    const mail = await waitForMail(t, user.email, /Reset your Salahkar password/);
    for (const name of ['salahkar.lan', 'evil.example']) {
      expect(mail.text).not.toContain(name);
      expect(mail.html).not.toContain(name);
    }
    expect(mail.text).toContain(`${t.url}/reset-password?token=`);
  });
});

describe('listeningOrigin', () => {
  it('names localhost for a wildcard HOST, and the HOST itself otherwise', () => {
    expect(listeningOrigin({ HOST: '0.0.0.0' }, 3000)).toBe('http://localhost:3000');
    expect(listeningOrigin({ HOST: '::' }, 3000)).toBe('http://localhost:3000');
    expect(listeningOrigin({ HOST: '127.0.0.1' }, 3000)).toBe('http://127.0.0.1:3000');
    expect(listeningOrigin({ HOST: '::1' }, 8080)).toBe('http://[::1]:8080');
    expect(listeningOrigin({ HOST: 'salahkar.lan' }, 80)).toBe('http://salahkar.lan:80');
  });
});
