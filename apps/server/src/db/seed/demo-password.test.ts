import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadDemoPassword } from './demo-password.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'salahkar-demo-password-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('the demo password', () => {
  it('is DEMO_PASSWORD when set', async () => {
    const configured = await loadDemoPassword({ DATA_DIR: dataDir, DEMO_PASSWORD: 'my-own-demo' });
    expect(configured).toBe('my-own-demo');
  });

  it('is otherwise random and readable, generated once per data dir and kept there', async () => {
    const first = await loadDemoPassword({ DATA_DIR: dataDir, DEMO_PASSWORD: undefined });
    expect(first).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(first).not.toBe('Salahkar@Demo1');
    expect(await loadDemoPassword({ DATA_DIR: dataDir, DEMO_PASSWORD: undefined })).toBe(first);
    expect(await readFile(path.join(dataDir, 'secrets', 'demo-password'), 'utf8')).toBe(first);

    const elsewhere = await mkdtemp(path.join(os.tmpdir(), 'salahkar-demo-password-'));
    try {
      expect(await loadDemoPassword({ DATA_DIR: elsewhere, DEMO_PASSWORD: undefined })).not.toBe(
        first,
      );
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });
});
