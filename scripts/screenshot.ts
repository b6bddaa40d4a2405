// Developer aid: screenshots of pages of a running server. Usage: tsx scripts/screenshot.ts http://localhost:3000 /login /faq
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../e2e/support/constants';

const [base, ...paths] = process.argv.slice(2);
const login = process.env.LOGIN_AS;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const context = await browser.newContext({
  viewport: { width: Number(process.env.WIDTH ?? 1280), height: 900 },
  colorScheme: 'light',
});
const page = await context.newPage();
if (login) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email address').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(process.env.PASSWORD ?? 'demo-password-123');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}
for (const p of paths) {
  await page.goto(base + p);
  await page.waitForLoadState('networkidle');
  const file = `/tmp/shot${p.replace(/[^a-z0-9]+/gi, '_')}${process.env.SUFFIX ?? ''}.png`;
  await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
  console.log(file);
}
await browser.close();
