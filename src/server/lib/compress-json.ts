import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { acceptedEncodings } from './static';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Below this a JSON answer goes as it is: the saving would not pay for the work. */
export const COMPRESS_JSON_MIN_BYTES = 1024;
const JSON_TYPE = /^application\/([a-z.+-]*\+)?json/i;

/**
 * Compresses large JSON answers of the API for clients that accept brotli or gzip (brotli at quality 5,
 * gzip at level 6: fast enough per request, in Node's thread pool). Everything else passes untouched:
 * the plan's PDF and DOCX exports, the portfolio's CSV, the notification stream (Server-Sent Events),
 * answers that carry an encoding already, and better-auth's answers (they set cookies).
 */
export function compressJson() {
  return createMiddleware(async (c, next) => {
    await next();
    if (c.req.method === 'HEAD' || c.req.path.startsWith('/api/auth/')) return;
    const encoding = acceptedEncodings(c.req.header('accept-encoding'))[0];
    const res = c.res;
    if (!encoding || !res.body || res.headers.has('content-encoding')) return;
    if (!JSON_TYPE.test(res.headers.get('content-type') ?? '')) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    let out: Uint8Array = body;
    if (body.length >= COMPRESS_JSON_MIN_BYTES) {
      out =
        encoding === 'br'
          ? await brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 5,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            })
          : await gz(body, { level: 6 });
      headers.set('content-encoding', encoding);
    }
    headers.append('vary', 'Accept-Encoding');
    replaceResponse(
      c,
      new Response(out as unknown as BodyInit, { status: res.status, statusText: res.statusText, headers }),
    );
  });
}

/** Hono merges the old answer's headers into a new one; this answer already carries them all. */
function replaceResponse(c: Context, res: Response) {
  (c as unknown as { res: Response | undefined }).res = undefined;
  c.res = res;
}
