import type { Messages } from '@lingui/core';
import { mergeCatalogs } from './load.ts';

// The pre-rendered landing page' English texts: the shared pieces and the page's own.
export default mergeCatalogs(
  import.meta.glob<Messages>(
    ['/src/components/messages/en.json', '/src/features/landing/messages/en.json'],
    { eager: true, import: 'default' },
  ),
);
