import type { Messages } from '@lingui/core';

/** Merges the message files a glob found into one catalog (ids are unique across namespaces). */
export function mergeCatalogs(files: Record<string, Messages>): Messages {
  return Object.assign({}, ...Object.values(files)) as Messages;
}
