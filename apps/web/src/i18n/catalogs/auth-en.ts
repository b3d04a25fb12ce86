import type { Messages } from '@lingui/core';

// The sign-in and registration pages' English texts (their own small entry, auth-main.tsx): the
// shared pieces, the error screen, the error messages by code, and the auth screens' own.
// One file to download, as app-en.ts explains.
export default Object.assign(
  {},
  ...Object.values(
    import.meta.glob<Messages>(
      [
        '/src/components/messages/en.json',
        '/src/app/messages/en.json',
        '/src/lib/messages/en.json',
        '/src/features/auth/messages/en.json',
      ],
      { eager: true, import: 'default', query: { catalog: 'auth' } },
    ),
  ),
) as Messages;
