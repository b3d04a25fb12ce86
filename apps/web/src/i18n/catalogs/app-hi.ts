import type { Messages } from '@lingui/core';
import { mergeCatalogs } from './load.ts';

// Every namespace's Hindi texts, in one chunk that only Hindi-speaking sessions download.
export default mergeCatalogs(
  import.meta.glob<Messages>('/src/**/messages/hi.json', { eager: true, import: 'default' }),
);
