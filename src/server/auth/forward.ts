import type { Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { errorBody } from '../lib/http';
import { CLIENT_IP_HEADER } from './auth';

/** Friendlier words for better-auth's error codes; the rest pass through. */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password',
  EMAIL_NOT_VERIFIED:
    'Email not verified. We have sent you a new verification link: please check your email.',
  INVALID_TOKEN: 'This link is no longer valid. Please ask for a new one.',
  TOKEN_EXPIRED: 'This link has expired. Please ask for a new one.',
  INVALID_PASSWORD: 'Your current password is not correct.',
  PASSWORD_TOO_SHORT: 'Your password must be at least 12 characters long.',
  PASSWORD_TOO_LONG: 'Your password must be at most 128 characters long.',
};

/**
 * Passes an already-validated request on to better-auth, with the client address the server saw,
 * and turns its error answers into the API's one error shape.
 */
export async function forwardToAuth(c: Context<AppEnv>, body?: unknown): Promise<Response> {
  const { auth } = c.get('deps');
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
  headers.delete('content-length');
  const init: RequestInit = { method: c.req.method, headers };
  if (body !== undefined) {
    headers.set('content-type', 'application/json');
    init.body = JSON.stringify(body);
  }
  const response = await auth.handler(new Request(c.req.url, init));
  if (response.ok) return response;
  let payload: { code?: string; message?: string } = {};
  try {
    payload = (await response.clone().json()) as typeof payload;
  } catch {
    /* not JSON */
  }
  const code = payload.code ?? 'auth_error';
  const message = MESSAGES[code] ?? payload.message ?? 'Something went wrong. Please try again.';
  const out = new Headers(response.headers);
  out.set('content-type', 'application/json');
  out.delete('content-length');
  const status = response.status >= 500 ? 502 : response.status;
  return new Response(JSON.stringify(errorBody(code.toLowerCase(), message)), { status, headers: out });
}
