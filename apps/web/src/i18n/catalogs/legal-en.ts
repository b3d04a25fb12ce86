import type { Messages } from '@lingui/core';

// The pre-rendered legal pages' English texts: the shared pieces and the page's own.
// One file to download, as app-en.ts explains.
export default Object.assign(
  {},
  ...Object.values(
    import.meta.glob<Messages>(
      ['/src/components/messages/en.json', '/src/features/legal/messages/en.json'],
      { eager: true, import: 'default', query: { catalog: 'legal' } },
    ),
  ),
) as Messages;
