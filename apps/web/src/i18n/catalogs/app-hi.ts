import type { Messages } from '@lingui/core';

// Every namespace's Hindi texts, in one chunk that only Hindi-speaking sessions download.
// One file to download, as app-en.ts explains.
export default Object.assign(
  {},
  ...Object.values(
    import.meta.glob<Messages>('/src/**/messages/hi.json', {
      eager: true,
      import: 'default',
      query: { catalog: 'app' },
    }),
  ),
) as Messages;
