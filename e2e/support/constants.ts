import { join } from 'node:path';

export const DEMO_PASSWORD = 'e2e-demo-password-2026';
/** Where the loopback SMTP server of the e2e run keeps each received message as JSON. */
export const MAIL_DIR = join(process.cwd(), '.tmp', 'e2e-mail');

/**
 * Debian's Chromium flags for a closed network (without the background-networking ones it floods the
 * network with refused connections); shared by Playwright and the Lighthouse bench.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Issue 19c: a provider staff member only the role-change test uses (seeded by e2e/support/serve.ts). */
export const E2E_ROLE_CHANGE_EMAIL = 'rangi.provider@e2e.waikura.nz';
