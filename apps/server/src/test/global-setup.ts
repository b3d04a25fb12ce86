import type { TestProject } from 'vitest/node';
import { buildTestDatabaseTemplate, type TestDatabaseTemplate } from './database-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

/** Builds the run's database template once, before any worker starts, and removes it at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const built = await buildTestDatabaseTemplate(process.env.TEST_DATABASE_URL || undefined);
  project.provide('testDatabaseTemplate', built.template);
  return () => built.destroy();
}
