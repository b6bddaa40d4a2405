/**
 * The server's words in the reader's language (issue 20, decision 044). English is the source: every
 * message is written in English where it is made; an answer to a te reo Māori reader has its error
 * message and field messages put into te reo at the one place every error answer passes
 * (`translateErrors`, a middleware of /api/*), and a notification is written in its recipient's language
 * when it is made (notifications/service.ts). An English reader's answers are untouched.
 *
 * The catalogue (`messages-mi.ts`) maps an English message to te reo; `{1}`, `{2}`… stand for the values
 * a message carries (a number, a date, a name), matched in the English and put back in the te reo. In an
 * error message a value that is a known label (`LABELS_MI`) is translated too; any other value stays.
 */
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { users } from '../db/schema';
import type { AppEnv } from '../lib/context';
import { LABELS_MI, MESSAGES_MI } from './messages-mi';

export type Language = 'en' | 'mi';

interface Pattern {
  regex: RegExp;
  mi: string;
}

const PLACEHOLDER = /\{(\d+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The catalogue's entries with values, as anchored regular expressions (built once). */
const PATTERNS: Pattern[] = Object.entries(MESSAGES_MI)
  .filter(([en]) => /\{\d+\}/.test(en))
  .map(([en, mi]) => {
    const order: string[] = [];
    const source = en
      .split(PLACEHOLDER)
      .map((part, i) => {
        if (i % 2 === 0) return escapeRegExp(part);
        order.push(part);
        return '([\\s\\S]+?)';
      })
      .join('');
    // Named by position in the English, so the te reo may put the values in another order.
    const regex = new RegExp(`^${source}$`);
    return {
      regex,
      mi: mi.replace(PLACEHOLDER, (_, n: string) => `{#${order.indexOf(n)}}`),
    };
  })
  // Longer English first: the more literal text a pattern has, the more specific it is.
  .sort((a, b) => b.regex.source.length - a.regex.source.length);

/**
 * One message in a language: its te reo from the catalogue, else as it is (English). With `labels`, a value
 * that is a known label (`LABELS_MI`) is put into te reo too: for error messages only, whose values are
 * field names; a notification's values (names, what someone typed) always stay as they are.
 */
export function translateText(text: string, lang: Language, opts: { labels?: boolean } = {}): string {
  if (lang !== 'mi' || !text) return text;
  const exact = MESSAGES_MI[text];
  if (exact !== undefined) return exact;
  for (const p of PATTERNS) {
    const m = p.regex.exec(text);
    if (!m) continue;
    return p.mi.replace(/\{#(\d+)\}/g, (_, i: string) => {
      const value = m[Number(i) + 1] ?? '';
      return (opts.labels && Object.hasOwn(LABELS_MI, value) ? LABELS_MI[value] : undefined) ?? value;
    });
  }
  return text;
}

/** Whether a message has a te reo entry (exact or by pattern). */
export function hasTranslation(text: string): boolean {
  return Object.hasOwn(MESSAGES_MI, text) || PATTERNS.some((p) => p.regex.test(text));
}

interface ErrorJson {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const isErrorJson = (value: unknown): value is ErrorJson => {
  const e = (value as { error?: unknown } | null)?.error as { code?: unknown; message?: unknown } | undefined;
  return !!e && typeof e.code === 'string' && typeof e.message === 'string';
};

/** An error answer's body in a language: its message and each field's message. */
export function translateErrorBody<T>(body: T, lang: Language): T {
  if (lang !== 'mi' || !isErrorJson(body)) return body;
  const { code, message, fields } = body.error;
  const error: ErrorJson['error'] = { code, message: translateText(message, lang, { labels: true }) };
  if (fields) {
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(fields)) {
      // Own properties even for keys like "__proto__" (as lib/http.ts's fieldsFromZod).
      Object.defineProperty(out, key, {
        value: typeof value === 'string' ? translateText(value, lang, { labels: true }) : value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    error.fields = out;
  }
  return { ...body, error } as T;
}

/**
 * The language a request asks for in `Accept-Language` (the web app sends `en` or `mi` on every call):
 * te reo Māori when `mi` comes before English in the client's preference, English when English does,
 * null when the header names neither.
 */
export function acceptLanguage(header: string | undefined | null): Language | null {
  if (!header) return null;
  let best: { lang: Language; q: number } | null = null;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (primary !== 'mi' && primary !== 'en') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? null;
}

/**
 * The language of the reader of this request: what the client asks for, else the signed-in user's saved
 * language (an API client that sends no header), else English. Read only for an error answer.
 */
export async function readerLanguage(c: Context<AppEnv>): Promise<Language> {
  const asked = acceptLanguage(c.req.header('accept-language'));
  if (asked) return asked;
  const user = c.get('user');
  if (!user) return 'en';
  try {
    const [row] = await c
      .get('deps')
      .db.select({ language: users.language })
      .from(users)
      .where(eq(users.id, user.id))
      .limit(1);
    return row?.language === 'mi' ? 'mi' : 'en';
  } catch {
    return 'en';
  }
}

const JSON_TYPE = /^application\/json/i;

/**
 * Puts every error answer of the API in the reader's language: after the route (and the error handler)
 * has answered, a JSON body `{ error: { code, message, fields? } }` with a status of 400 or more is read
 * and written again in te reo for a te reo reader. English answers pass untouched, byte for byte.
 */
export function translateErrors() {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const res = c.res;
    if (res.status < 400 || !res.body || !JSON_TYPE.test(res.headers.get('content-type') ?? '')) return;
    const lang = await readerLanguage(c);
    if (lang === 'en') return;
    let body: unknown;
    try {
      body = await res.clone().json();
    } catch {
      return;
    }
    if (!isErrorJson(body)) return;
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    headers.set('content-language', lang);
    headers.append('vary', 'Accept-Language');
    (c as unknown as { res: Response | undefined }).res = undefined;
    c.res = new Response(JSON.stringify(translateErrorBody(body, lang)), {
      status: res.status,
      statusText: res.statusText,
      headers,
    });
  });
}
