import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createAccount, signIn } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { ensureAdminAccount } from './admin-account.ts';

describe('admin accounts from the command line or the environment', () => {
  const t = useTestApp();

  it('creates an approved admin who can sign in, once', async () => {
    const input = { email: ' Ops@Example.com ', password: 'a-long-admin-passphrase' };
    expect(await ensureAdminAccount(t.database.db, input)).toEqual({
      created: true,
      email: 'ops@example.com',
      role: 'admin',
    });
    const cookie = await signIn(t, 'ops@example.com', input.password);
    const me = await (await t.request('/api/auth/user', { headers: { cookie } })).json();
    expect(me).toMatchObject({
      role: 'admin',
      isApproved: true,
      firstName: 'Admin',
      lastName: '',
    });

    // A second start with the same variables changes nothing, even with another password.
    const again = await ensureAdminAccount(t.database.db, {
      ...input,
      password: 'changed-later-123',
    });
    expect(again.created).toBe(false);
    await signIn(t, 'ops@example.com', input.password);
  });

  it('leaves an existing account of another role as it is', async () => {
    const { user } = await createAccount(t);
    const result = await ensureAdminAccount(t.database.db, {
      email: user.email,
      password: 'a-long-admin-passphrase',
    });
    expect(result).toEqual({ created: false, email: user.email, role: 'user' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.role).toBe('user');
  });

  it('holds admins to the password rules', async () => {
    await expect(
      ensureAdminAccount(t.database.db, { email: 'a@example.com', password: 'short' }),
    ).rejects.toThrow('Password must be at least 8 characters');
    await expect(
      ensureAdminAccount(t.database.db, { email: 'a@example.com', password: 'password123' }),
    ).rejects.toThrow('This password is too common');
  });
});
