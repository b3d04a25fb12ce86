import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for the three packages; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    // Vitest's default leaves one core to the runner (cores - 1), which on a two-core machine is
    // one worker and an idle core: the runner itself needs little. At least two workers, then.
    // CI sets its own (--maxWorkers=1 for each of its two passes side by side).
    maxWorkers: Math.max(availableParallelism() - 1, 2),
  },
});
