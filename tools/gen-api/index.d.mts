/** The web client's types from the API's OpenAPI document, as TypeScript source. */
export function apiTypesSource(document: object): Promise<string>;
