import { join } from 'node:path';

export const DEMO_PASSWORD = 'e2e-demo-password-2026';
/** Where the loopback SMTP server of the e2e run keeps each received message as JSON. */
export const MAIL_DIR = join(process.cwd(), '.tmp', 'e2e-mail');
