import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context';
import { validationHook } from '../../lib/http';

/** The school calendar and its ICS feed (issue 5). */
export function calendarRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  return app;
}
