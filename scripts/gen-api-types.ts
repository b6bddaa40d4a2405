/**
 * Writes src/web/lib/api-schema.d.ts, the web client's types, from the OpenAPI document the server
 * builds in-process (no server, no network). `npm run gen:api`; the test api-schema.test.ts fails while
 * the committed file differs from what this would write (decision 025).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apiSchemaSource } from '../src/server/api-schema';

const target = fileURLToPath(new URL('../src/web/lib/api-schema.d.ts', import.meta.url));
writeFileSync(target, await apiSchemaSource());
console.log(`wrote ${target}`);
