import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config.ts';

/**
 * A secret from the configuration, or a random one generated on first start and kept in
 * `DATA_DIR/secrets/{name}`, so a fresh machine works and signatures survive a restart. Instances
 * that share no data dir must be given the configured value.
 */
export async function loadOrCreateSecret(
  config: Pick<Config, 'DATA_DIR'>,
  name: string,
  configured: string | undefined,
  generate: () => string = () => randomBytes(32).toString('base64url'),
): Promise<string> {
  if (configured) return configured;
  const dir = path.join(config.DATA_DIR, 'secrets');
  const file = path.join(dir, name);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  try {
    await writeFile(file, generate(), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Already generated (by an earlier start or a sibling process): use that one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return (await readFile(file, 'utf8')).trim();
}
