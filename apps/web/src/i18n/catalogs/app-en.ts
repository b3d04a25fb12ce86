import type { Messages } from '@lingui/core';
import { mergeCatalogs } from './load.ts';

// Every namespace's English texts, in one chunk that only English-speaking sessions download.
export default mergeCatalogs(
  import.meta.glob<Messages>('/src/**/messages/en.json', { eager: true, import: 'default' }),
);
