/**
 * Vitest globalSetup of the server project: migrates and seeds one database for the whole run, so each
 * test file starts from a copy of it instead of migrating again.
 */
import type { TestProject } from 'vitest/node';
import { disposeDatabases, type PreparedDatabases, prepareDatabases } from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    preparedDatabases: PreparedDatabases;
  }
}

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const prepared = await prepareDatabases(databaseUrl);
  project.provide('preparedDatabases', prepared);
  return async () => {
    await disposeDatabases(databaseUrl, prepared);
  };
}
