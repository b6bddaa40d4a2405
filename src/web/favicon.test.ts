/**
 * The page's icon is written into index.html as a data: address (decision 055): on a slow line a request
 * for it cost 1.2 KB of headers on every first visit. It must be the drawing of public/favicon.svg, from
 * which the install icons are made (scripts/make-icons.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const ROOT = join(__dirname, '../..');

test('the icon in index.html is public/favicon.svg', () => {
  const html = readFileSync(join(ROOT, 'index.html'), 'utf8');
  const href = /<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,([^"]+)" \/>/.exec(
    html,
  )?.[1];
  expect(href, 'index.html names its icon as a data: address').toBeTruthy();
  const svg = readFileSync(join(ROOT, 'public/favicon.svg'), 'utf8').trim().replace(/"/g, "'");
  expect(decodeURIComponent(href!)).toBe(svg);
});
