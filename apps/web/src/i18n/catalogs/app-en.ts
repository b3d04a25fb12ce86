import type { Messages } from '@lingui/core';

// Every namespace's English texts, in one chunk that only English-speaking sessions download.
// One file to download: each catalog takes its own copy of the message files (the `catalog`
// query makes them modules of their own) and merges them itself (their ids are unique across
// namespaces); a file or helper two catalogs shared was a chunk, and a request, of its own.
export default Object.assign(
  {},
  ...Object.values(
    import.meta.glob<Messages>('/src/**/messages/en.json', {
      eager: true,
      import: 'default',
      query: { catalog: 'app' },
    }),
  ),
) as Messages;
