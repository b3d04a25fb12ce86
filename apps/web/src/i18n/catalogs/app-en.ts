import type { Messages } from '@lingui/core';

// Every namespace's English texts but the policies' and the admin area's, in one chunk that only
// English-speaking sessions download.
// One file to download: each catalog takes its own copy of the message files (the `catalog`
// query makes them modules of their own) and merges them itself (their ids are unique across
// namespaces); a file or helper two catalogs shared was a chunk, and a request, of its own.
export default Object.assign(
  {},
  ...Object.values(
    import.meta.glob<Messages>(
      [
        '/src/**/messages/en.json',
        // The policies' and the admin area's texts load with their pages (withTexts in i18n.ts).
        '!/src/features/legal/**',
        '!/src/features/admin/**',
      ],
      { eager: true, import: 'default', query: { catalog: 'app' } },
    ),
  ),
) as Messages;
