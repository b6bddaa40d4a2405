/** The domain is pure: it imports neither the server nor the web app, nor any Node API. */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const DOMAIN = dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

test('domain modules import only each other and zod', () => {
  const files = sources(DOMAIN);
  expect(files.length).toBeGreaterThan(4);
  const offenders: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
      const spec = m[1]!;
      const insideDomain = spec.startsWith('.') && `${join(dirname(file), spec)}/`.startsWith(`${DOMAIN}/`);
      if (!insideDomain && spec !== 'zod') offenders.push(`${relative(DOMAIN, file)} imports ${spec}`);
    }
  }
  expect(offenders).toEqual([]);
});
