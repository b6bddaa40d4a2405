import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';

/** The one error shape of the API: `{ error: { code, message, fields? } }`. */
export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'validation_failed' }),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .openapi('Error');

export type ErrorBody = z.infer<typeof ErrorSchema>;

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new ApiError(400, 'validation_failed', message, fields);
export const unauthorized = () => new ApiError(401, 'unauthenticated', 'Please log in to continue.');
export const forbidden = (message = 'You do not have permission to do this.') =>
  new ApiError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new ApiError(404, 'not_found', message);
export const conflict = (message: string, code = 'conflict') => new ApiError(409, code, message);

export function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return fields && Object.keys(fields).length
    ? { error: { code, message, fields } }
    : { error: { code, message } };
}

/** Field-level messages from a zod error: the first message per dotted path. */
export function fieldsFromZod(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  // Own properties even for keys like "__proto__", which plain assignment would not create.
  const set = (key: string, message: string) => {
    if (!Object.hasOwn(fields, key)) {
      Object.defineProperty(fields, key, {
        value: message,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  };
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) set(k, `"${k}" is not a field we accept here.`);
      continue;
    }
    // zod does not keep the input in its issues: its default message tells a missing value from a wrong one.
    if (issue.code === 'invalid_type' && /^Invalid input.*received undefined$/.test(issue.message)) {
      set(key, 'This field is required.');
      continue;
    }
    set(key, issue.message);
  }
  return fields;
}

/** The validation hook of every OpenAPI route: 400 with field messages, nothing else runs. */
export function validationHook(result: { success: boolean; error?: unknown }, c: Context) {
  if (!result.success) {
    const fields = fieldsFromZod(result.error as ZodError);
    const count = Object.keys(fields).length;
    return c.json(
      errorBody(
        'validation_failed',
        count === 1 ? 'There is a problem with one field.' : `There are problems with ${count} fields.`,
        fields,
      ),
      400,
    );
  }
  return undefined;
}

/** Standard error responses for route documentation. */
export const errorResponses = {
  400: { description: 'Invalid input', content: { 'application/json': { schema: ErrorSchema } } },
  401: { description: 'Not logged in', content: { 'application/json': { schema: ErrorSchema } } },
  403: { description: 'Not allowed', content: { 'application/json': { schema: ErrorSchema } } },
  404: { description: 'Not found', content: { 'application/json': { schema: ErrorSchema } } },
} as const;

/** A rate limit's refusal (lib/rate-limit.ts): 429 with `Retry-After`. */
export function tooManyRequests(c: { header(name: string, value: string): void }, retryAfterSeconds: number) {
  c.header('retry-after', String(retryAfterSeconds));
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new ApiError(
    429,
    'rate_limited',
    // Whole sentences, so each has its te reo (i18n/messages-mi.ts).
    minutes === 1
      ? 'Too many requests. Please wait a minute and try again.'
      : `Too many requests. Please wait ${minutes} minutes and try again.`,
  );
}

/** The answer of a rate limit (lib/rate-limit.ts), with a `Retry-After` header. */
export const tooManyResponse = {
  description: 'Too many requests',
  content: { 'application/json': { schema: ErrorSchema } },
} as const;

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/**
 * An instant in a response: the handler may return a Date, which JSON sends as its ISO string; the
 * document (and so the web's generated types) says string.
 */
export const instant = () => z.date().or(z.string());
