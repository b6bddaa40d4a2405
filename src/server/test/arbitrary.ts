/**
 * fast-check arbitraries from the API's OpenAPI schemas, schemathesis-style: mostly values the schema
 * allows (so requests get past validation and reach the handlers), sometimes values it does not.
 */
import fc from 'fast-check';
import { type JsonSchema, type OpenApiDocument, resolveSchema, types } from './openapi';

const anyJson = fc.jsonValue({ maxDepth: 3 });

const strangeStrings = fc.constantFrom(
  '',
  ' ',
  '\u202e',
  '🙂',
  '%',
  '_',
  "' or 1=1 --",
  '../../etc/passwd',
  'null',
  '2026-02-30',
  '9'.repeat(30),
  'x'.repeat(5000),
);

/** A value for `schema`; `depth` bounds nesting. About one value in ten ignores the schema. */
export function arbitraryFor(
  doc: OpenApiDocument,
  schemaIn: JsonSchema | undefined,
  depth = 0,
): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: conforming(doc, schemaIn, depth), weight: 9 },
    { arbitrary: fc.oneof(anyJson, strangeStrings), weight: 1 },
  );
}

function conforming(
  doc: OpenApiDocument,
  schemaIn: JsonSchema | undefined,
  depth: number,
): fc.Arbitrary<unknown> {
  const schema = resolveSchema(doc, schemaIn);
  if (depth > 6) return fc.constant(null);
  if (schema.allOf?.length) return conforming(doc, schema.allOf[0], depth);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => conforming(doc, v, depth)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const options = types(schema);
  if (!options.length) return anyJson;
  return fc.oneof(...options.map((t) => ofType(doc, schema, t, depth)));
}

function ofType(
  doc: OpenApiDocument,
  schema: JsonSchema,
  type: string,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1_000_000, Number.MIN_SAFE_INTEGER),
        max: Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e9,
        max: schema.maximum ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'string':
      if (schema.format === 'date')
        return fc
          .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
      if (schema.format === 'date-time')
        return fc
          .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString());
      if (schema.format === 'email') return fc.emailAddress();
      return fc.oneof(
        fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) }),
        fc.string({
          minLength: schema.minLength ?? 0,
          maxLength: Math.min(schema.maxLength ?? 40, 40),
          unit: 'grapheme',
        }),
        strangeStrings,
      );
    case 'array':
      return fc.array(conforming(doc, schema.items, depth + 1), { maxLength: 4 });
    case 'object': {
      const props = Object.entries(schema.properties ?? {});
      const required = new Set(schema.required ?? []);
      if (!props.length) return fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 3 });
      return fc.record(Object.fromEntries(props.map(([k, v]) => [k, arbitraryFor(doc, v, depth + 1)])), {
        requiredKeys: props.map(([k]) => k).filter((k) => required.has(k)),
      });
    }
    default:
      return anyJson;
  }
}
