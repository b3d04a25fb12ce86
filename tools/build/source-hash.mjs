// The stamp both `build-if-changed` scripts compare before building again: a hash of every
// input's path and bytes, so a build is skipped only when nothing it is made from changed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Hashes the files below `inputs` (paths relative to `root`, files or folders) that `isInput`
 * keeps, in a fixed order.
 */
export function sourceHash(root, inputs, isInput = () => true) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesOf(root, input, isInput)).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

function filesOf(root, relative, isInput) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [relative];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter(isInput);
}
