// The web client's types from the API's OpenAPI document, as TypeScript source (decision 025).
// openapi-typescript prints with the TypeScript 5 compiler API, which this workspace keeps beside it.
import openapiTS, { astToString } from 'openapi-typescript';

const HEADER = `/**
 * GENERATED from the server's OpenAPI document by scripts/gen-api-types.ts: do not edit.
 * Run \`npm run gen:api\` after changing a route's schemas (a test fails while this file is stale).
 */

`;

/** @param {object} document an OpenAPI 3.1 document @returns {Promise<string>} */
export async function apiTypesSource(document) {
  const ast = await openapiTS(document, { alphabetize: false });
  return HEADER + astToString(ast);
}
