import { defineConfig } from 'vitest/config';

// One runner for the three packages; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
  },
});
