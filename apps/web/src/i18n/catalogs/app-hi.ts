import type { Messages } from '@lingui/core';

// Every namespace's Hindi texts but the policies' and the admin area's, in one chunk that only
// Hindi-speaking sessions download.
// One file to download, as app-en.ts explains.
export default Object.assign(
  {},
  ...Object.values(
    import.meta.glob<Messages>(
      [
        '/src/**/messages/hi.json',
        // The policies' and the admin area's texts load with their pages (withTexts in i18n.ts).
        '!/src/features/legal/**',
        '!/src/features/admin/**',
      ],
      { eager: true, import: 'default', query: { catalog: 'app' } },
    ),
  ),
) as Messages;
