/**
 * Reading the API's own OpenAPI document in tests: the list of operations, and plausible valid
 * values for their parameters and bodies, so that a new endpoint is tested without anyone adding it.
 */
import { randomBytes } from 'node:crypto';

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  nullable?: boolean;
};

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: OpenApiParameter[];
        requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
        summary?: string;
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Operation {
  method: string;
  /** The documented path, e.g. /api/schools/{schoolId}/people */
  path: string;
  label: string;
  pathParams: OpenApiParameter[];
  queryParams: OpenApiParameter[];
  /** The resolved application/json request body schema, when there is one. */
  body?: JsonSchema;
  bodyRequired: boolean;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function resolveSchema(doc: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  let s = schema ?? {};
  for (let i = 0; s.$ref && i < 20; i++) {
    const name = s.$ref.replace(/^#\/components\/schemas\//, '');
    const found = doc.components?.schemas?.[name];
    if (!found) throw new Error(`Unresolved $ref ${s.$ref}`);
    s = found;
  }
  return s;
}

export function listOperations(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const params = op.parameters ?? [];
      const json = op.requestBody?.content?.['application/json']?.schema as JsonSchema | undefined;
      ops.push({
        method: method.toUpperCase(),
        path,
        label: `${method.toUpperCase()} ${path}`,
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        body: json ? resolveSchema(doc, json) : undefined,
        bodyRequired: Boolean(op.requestBody?.required),
      });
    }
  }
  return ops;
}

export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const v = values[name];
    if (v === undefined) throw new Error(`No value for path parameter ${name}`);
    return encodeURIComponent(v);
  });
}

export function types(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.enum) return [...new Set(schema.enum.map((v) => (v === null ? 'null' : typeof v)))];
  if (schema.properties) return ['object'];
  return [];
}

/** Values the test knows for names it meets (ids of real records, the current version...). */
export type KnownValues = Record<string, unknown>;

/** A future calendar date, YYYY-MM-DD. */
export function futureDate(days = 60, from = new Date()): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A plausible valid value for a schema; `name` is the property or parameter it is for. */
export function validValue(
  doc: OpenApiDocument,
  schemaIn: JsonSchema | undefined,
  name: string,
  known: KnownValues = {},
): unknown {
  if (name in known) {
    const v = known[name];
    return typeof v === 'function' ? (v as () => unknown)() : v;
  }
  const schema = resolveSchema(doc, schemaIn);
  if (schema.allOf?.length) return validValue(doc, schema.allOf[0], name, known);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) {
    const nonNull = variants.find(
      (v) => !types(resolveSchema(doc, v)).includes('null') || types(resolveSchema(doc, v)).length > 1,
    );
    return validValue(doc, nonNull ?? variants[0], name, known);
  }
  if (schema.enum?.length) {
    const nonNull = schema.enum.filter((v) => v !== null);
    return nonNull.length ? nonNull[0] : null;
  }
  const type = types(schema).find((t) => t !== 'null') ?? 'string';
  switch (type) {
    case 'string':
      return validString(schema, name);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      const max =
        schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : min + 1000);
      return Math.min(Math.max(min, 1), max);
    }
    case 'boolean':
      return true;
    case 'array':
      return [validValue(doc, schema.items, name, known)];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(schema.properties ?? {})) out[k] = validValue(doc, v, k, known);
      return out;
    }
    default:
      return 'value';
  }
}

function validString(schema: JsonSchema, name: string): string {
  if (schema.format === 'date') return futureDate();
  if (schema.format === 'date-time') return new Date(Date.now() + 60 * 86_400_000).toISOString();
  if (schema.format === 'email' || /email/i.test(name))
    return `generated-${randomBytes(5).toString('hex')}@example.nz`;
  if (schema.format === 'uri' || /url/i.test(name)) return '/somewhere';
  if (/password/i.test(name)) return 'a-long-enough-password-2026';
  const min = schema.minLength ?? 1;
  const max = schema.maxLength ?? 200;
  let s = `Sample ${name} text`;
  while (s.length < min) s += ' more';
  return s.slice(0, Math.max(min, Math.min(max, s.length)));
}

/** The one error shape of the API. Returns a list of problems (empty when it conforms). */
export function errorShapeProblems(body: unknown): string[] {
  const problems: string[] = [];
  if (!body || typeof body !== 'object' || Array.isArray(body)) return ['the body is not a JSON object'];
  const keys = Object.keys(body);
  if (keys.length !== 1 || keys[0] !== 'error')
    problems.push(`top-level keys are ${JSON.stringify(keys)}, not ["error"]`);
  const error = (body as { error?: unknown }).error as Record<string, unknown> | undefined;
  if (!error || typeof error !== 'object') return [...problems, 'error is not an object'];
  if (typeof error.code !== 'string' || !error.code) problems.push('error.code is not a non-empty string');
  if (typeof error.message !== 'string' || !error.message)
    problems.push('error.message is not a non-empty string');
  const extra = Object.keys(error).filter((k) => !['code', 'message', 'fields'].includes(k));
  if (extra.length) problems.push(`error has unexpected keys ${JSON.stringify(extra)}`);
  if (error.fields !== undefined) {
    if (!error.fields || typeof error.fields !== 'object' || Array.isArray(error.fields))
      problems.push('error.fields is not an object');
    else
      for (const [k, v] of Object.entries(error.fields))
        if (typeof v !== 'string') problems.push(`error.fields.${k} is not a string`);
  }
  return problems;
}
