import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context';
import { validationHook } from '../../lib/http';

/** In-app notifications and preferences (issue 5). */
export function notificationRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  return app;
}
