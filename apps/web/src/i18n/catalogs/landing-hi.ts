import type { Messages } from '@lingui/core';

// The pre-rendered landing page' Hindi texts: the shared pieces and the page's own.
// One file to download, as app-en.ts explains.
export default Object.assign(
  {},
  ...Object.values(
    import.meta.glob<Messages>(
      ['/src/components/messages/hi.json', '/src/features/landing/messages/hi.json'],
      { eager: true, import: 'default', query: { catalog: 'landing' } },
    ),
  ),
) as Messages;
