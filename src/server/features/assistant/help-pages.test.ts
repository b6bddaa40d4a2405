/**
 * The assistant quotes WaiKura's help pages from knowledge/help-pages.json: the file must say what the
 * pages say now. When this fails, run `node_modules/.bin/tsx scripts/gen-assistant-help.ts`.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { HELP_PAGES_FILE, helpPagesJson, renderHelpSections } from '../../../../scripts/gen-assistant-help';

test('knowledge/help-pages.json is the current text of the help pages', async () => {
  const current = helpPagesJson(await renderHelpSections());
  expect(readFileSync(HELP_PAGES_FILE, 'utf8') === current, 'run scripts/gen-assistant-help.ts').toBe(true);
}, 120_000);
