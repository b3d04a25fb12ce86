import type { Messages } from '@lingui/core';

// The pre-rendered landing page' English texts: the shared pieces and the page's own.
// One file to download, as app-en.ts explains.
export default Object.assign(
  {},
  ...Object.values(
    import.meta.glob<Messages>(
      ['/src/components/messages/en.json', '/src/features/landing/messages/en.json'],
      { eager: true, import: 'default', query: { catalog: 'landing' } },
    ),
  ),
) as Messages;
