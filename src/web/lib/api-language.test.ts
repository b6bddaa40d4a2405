/**
 * Decision 044: every API call says the language the interface is showing, so the server writes its
 * error messages in it; choosing te reo takes effect on the next call.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { LANGUAGE_KEY } from '../i18n';
import { call, client } from './api';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.removeItem(LANGUAGE_KEY);
});

function recordLanguages() {
  const seen: (string | null)[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    seen.push(request.headers.get('accept-language'));
    return new Response(JSON.stringify({ language: 'mi' }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return seen;
}

describe('the language of every API call', () => {
  test('English until te reo is chosen, then te reo', async () => {
    const seen = recordLanguages();
    await call(client.PUT('/api/me/language', { body: { language: 'mi' } }));
    localStorage.setItem(LANGUAGE_KEY, 'mi');
    await call(client.PUT('/api/me/language', { body: { language: 'mi' } }));
    expect(seen).toEqual(['en', 'mi']);
  });
});
