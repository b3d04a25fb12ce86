import type { Messages } from '@lingui/core';
import { mergeCatalogs } from './load.ts';

// The pre-rendered landing page' Hindi texts: the shared pieces and the page's own.
export default mergeCatalogs(
  import.meta.glob<Messages>(
    ['/src/components/messages/hi.json', '/src/features/landing/messages/hi.json'],
    { eager: true, import: 'default' },
  ),
);
