/**
 * The committed web client types match the server's OpenAPI document: a route whose schemas changed
 * without `npm run gen:api` fails here, in CI.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { apiSchemaSource } from './api-schema';

test('src/web/lib/api-schema.d.ts is generated from the current OpenAPI document', async () => {
  const committed = readFileSync(new URL('../web/lib/api-schema.d.ts', import.meta.url), 'utf8');
  const fresh = await apiSchemaSource();
  expect(committed === fresh, 'src/web/lib/api-schema.d.ts is stale: run npm run gen:api').toBe(true);
});
