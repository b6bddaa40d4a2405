import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context';
import { validationHook } from '../../lib/http';

/** Secure e-mail and SMS sending and delivery reports (issue 5). */
export function messagingRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  return app;
}
