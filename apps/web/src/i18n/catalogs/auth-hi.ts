import type { Messages } from '@lingui/core';
import { mergeCatalogs } from './load.ts';

// The sign-in and registration pages' Hindi texts (their own small entry, auth-main.tsx): the
// shared pieces, the error screen, the error messages by code, and the auth screens' own.
export default mergeCatalogs(
  import.meta.glob<Messages>(
    [
      '/src/components/messages/hi.json',
      '/src/app/messages/hi.json',
      '/src/lib/messages/hi.json',
      '/src/features/auth/messages/hi.json',
    ],
    { eager: true, import: 'default' },
  ),
);
