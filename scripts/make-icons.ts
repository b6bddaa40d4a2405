/**
 * Writes the app's install icons (public/icons/*.png, committed) from public/favicon.svg, drawn by
 * Chromium: the drop on a white square with a safe margin, so one picture serves as both the "any" and
 * the "maskable" icon of the web app manifest (vite.config.ts). Run again after changing the drop:
 * `node_modules/.bin/tsx scripts/make-icons.ts`, then `optipng -o7 -strip all public/icons/*.png`
 * (Debian's optipng; lossless, to palette PNGs: the 192 px icon, which a browser fetches on the first
 * visit of every page, went from 2,829 to 1,762 bytes).
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../e2e/support/constants';

const ROOT = resolve(import.meta.dirname, '..');
const svg = await readFile(join(ROOT, 'public/favicon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    // The maskable safe zone is the middle 80 %: the drop fills the middle 60 %.
    await page.setContent(
      `<body style="margin:0;background:#ffffff;display:grid;place-items:center;width:${size}px;height:${size}px">` +
        `<div style="width:${Math.round(size * 0.6)}px;height:${Math.round(size * 0.6)}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body>`,
    );
    await page.screenshot({ path: join(ROOT, `public/icons/icon-${size}.png`), omitBackground: false });
    await page.close();
  }
} finally {
  await browser.close();
}
