import type { Messages } from '@lingui/core';

// The sign-in and registration pages' Hindi texts (their own small entry, auth-main.tsx): the
// shared pieces, the error screen, the error messages by code, and the auth screens' own.
// One file to download, as app-en.ts explains.
export default Object.assign(
  {},
  ...Object.values(
    import.meta.glob<Messages>(
      [
        '/src/components/messages/hi.json',
        '/src/app/messages/hi.json',
        '/src/lib/messages/hi.json',
        '/src/features/auth/messages/hi.json',
      ],
      { eager: true, import: 'default', query: { catalog: 'auth' } },
    ),
  ),
) as Messages;
