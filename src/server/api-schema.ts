/** The web client's generated types (src/web/lib/api-schema.d.ts) as they should read now (decision 025). */
import { apiTypesSource } from '@waikura/gen-api';
import { openApiDocument } from './app';

export function apiSchemaSource(): Promise<string> {
  return apiTypesSource(openApiDocument());
}
