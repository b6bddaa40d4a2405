import { serializeSignedCookie } from 'better-call';
import { describe, expect, test } from 'vitest';
import { SESSION_COOKIE, sessionTokenOf, verifySignedToken } from './session';

const secret = 'a-test-secret-of-enough-length-123456';

/** The value better-auth puts in the session cookie, made by its own signing code. */
async function signedByBetterAuth(token: string): Promise<string> {
  const cookie = await serializeSignedCookie(SESSION_COOKIE, token, secret);
  return decodeURIComponent(cookie.split(';')[0]!.slice(SESSION_COOKIE.length + 1));
}

describe('our session lookup reads exactly what better-auth signs', () => {
  test('a cookie signed by better-auth verifies; any change to token or signature does not', async () => {
    const signed = await signedByBetterAuth('abc123TOKEN');
    expect(verifySignedToken(signed, secret)).toBe('abc123TOKEN');
    expect(verifySignedToken(signed, `${secret}x`)).toBeNull();
    expect(verifySignedToken(`${signed}tampered`, secret)).toBeNull();
    expect(verifySignedToken(signed.replace('abc', 'abd'), secret)).toBeNull();
    expect(verifySignedToken(signed.slice(0, -2), secret)).toBeNull();
    expect(verifySignedToken('no-signature', secret)).toBeNull();
  });

  test('cookie and bearer headers; an unsigned bearer token is taken as the raw session token', async () => {
    const signed = await signedByBetterAuth('tok');
    const withCookie = new Headers({ cookie: `other=1; ${SESSION_COOKIE}=${encodeURIComponent(signed)}` });
    expect(sessionTokenOf(withCookie, secret, false)).toBe('tok');
    expect(sessionTokenOf(withCookie, secret, true)).toBeNull();
    const secure = new Headers({ cookie: `__Secure-${SESSION_COOKIE}=${encodeURIComponent(signed)}` });
    expect(sessionTokenOf(secure, secret, true)).toBe('tok');
    expect(sessionTokenOf(new Headers({ authorization: `Bearer ${signed}` }), secret, false)).toBe('tok');
    expect(sessionTokenOf(new Headers({ authorization: `Bearer ${signed}x` }), secret, false)).toBeNull();
    expect(sessionTokenOf(new Headers({ authorization: 'Bearer rawtoken' }), secret, false)).toBe('rawtoken');
    expect(sessionTokenOf(new Headers(), secret, false)).toBeNull();
  });
});
