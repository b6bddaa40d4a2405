/**
 * The check of decision 044: every message the server can send has its te reo Māori, with the same
 * values; the te reo is used for a te reo reader and nothing changes for an English one.
 */
import { describe, expect, it } from 'vitest';
import { collectMessages, messagesInSource } from './collect-messages';
import { CONTENT_FILES, NOTIFICATION_FILES, SKIPPED } from './message-sources';
import { LABELS_MI, MESSAGES_MI } from './messages-mi';
import { acceptLanguage, translateErrorBody, translateText } from './translate';

const ROOT = new URL('../../../', import.meta.url).pathname;

/** Texts the scan finds that no person reads in the interface, each with its reason. */
const NOT_MESSAGES: Record<string, string> = {
  'messages.{1}.role': 'a field path (the key of a field message)',
  'context.sectionId': 'a field path',
  '.part': 'a file name suffix',
  'A route pattern such as /schools/:schoolId': "the OpenAPI document's description",
  '{1} L': 'a quantity in litres in the exported plan (English by design)',
  'SMS is not fully configured: set {1} (or none of the SMS settings to use the outbox).':
    'a start-up error for whoever runs the server',
};

const TE_REO = new Set(Object.values(MESSAGES_MI));
const found = collectMessages(ROOT, ['src/server', 'src/domain'], NOTIFICATION_FILES, SKIPPED, CONTENT_FILES);

describe('the te reo Māori catalogue of the server (decision 044)', () => {
  it('finds the messages in the source (the scan itself works)', () => {
    const texts = new Set(found.map((m) => m.text));
    // one of each kind: a helper's message, a zod message, a template with values, a notification title
    expect(texts).toContain('We could not find that school.');
    expect(texts).toContain('Enter a password.');
    expect(texts).toContain('{1} is already assigned to this school.');
    expect(texts).toContain('WaiKura AI: something in your plan may need action now');
    expect(found.length).toBeGreaterThan(300);
  });

  it('has te reo for every message the server can send', () => {
    const missing = found
      .filter(
        (m) =>
          !Object.hasOwn(MESSAGES_MI, m.text) &&
          !Object.hasOwn(LABELS_MI, m.text) &&
          !Object.hasOwn(NOT_MESSAGES, m.text),
      )
      // a te reo text given beside its English (a notification's `translations.mi`)
      .filter((m) => !TE_REO.has(m.text))
      .map((m) => `${m.file}:${m.line}  ${JSON.stringify(m.text)}`);
    expect(missing, `add these to src/server/i18n/messages-mi.ts:\n${missing.join('\n')}`).toEqual([]);
  });

  it('keeps every value of a message in its te reo, and no entry is empty or left in English', () => {
    const problems: string[] = [];
    for (const [en, mi] of [...Object.entries(MESSAGES_MI), ...Object.entries(LABELS_MI)]) {
      const values = (text: string) => (text.match(/\{\d+\}/g) ?? []).sort().join(',');
      if (values(en) !== values(mi))
        problems.push(`${en}: values ${values(en)} but te reo has ${values(mi)}`);
      if (!mi.trim()) problems.push(`${en}: empty`);
      if (mi === en) problems.push(`${en}: the same as the English`);
    }
    expect(problems).toEqual([]);
  });

  it('knows the notification files: every file that writes a notification or a reminder is listed', () => {
    const writers = collectMessages(ROOT, ['src/server'], new Set(), SKIPPED).length; // scan runs
    expect(writers).toBeGreaterThan(0);
    const { readdirSync, readFileSync } = require('node:fs') as typeof import('node:fs');
    const { join, relative } = require('node:path') as typeof import('node:path');
    const unlisted: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const p = join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')) {
          const file = relative(ROOT, p);
          const src = readFileSync(p, 'utf8');
          const writes =
            /createNotifications?\(\s*(?:tx|db|deps|executor|this)/.test(src) ||
            /\baction_text:\s*['`]/.test(src);
          if (
            writes &&
            !NOTIFICATION_FILES.has(file) &&
            !SKIPPED(file) &&
            !file.includes('/notifications/') &&
            !file.startsWith('src/server/jobs/')
          )
            unlisted.push(file);
        }
      }
    };
    walk(join(ROOT, 'src/server/features'));
    expect(unlisted, 'add these to NOTIFICATION_FILES in src/server/i18n/message-sources.ts').toEqual([]);
  });

  it('scans a template literal as a pattern and a message given in a condition', () => {
    // Source text for the scanner: `#{` stands for a template literal's dollar and brace.
    const src = [
      "throw badRequest(`Use at most #{max} characters.`, { name: 'Enter a name.' });",
      "const x = z.string().min(1, { error: 'Enter the title.' }).regex(/['`]/, 'No quotes.');",
      'createNotification(tx, { title: on ? `On: #{a}` : `Off: #{a}`, message: `#{who} did it.` });',
    ]
      .join('\n')
      .replaceAll('#{', `${'$'}{`);
    expect(messagesInSource(src, true).map((m) => m.text)).toEqual([
      'Use at most {1} characters.',
      'Enter a name.',
      'Enter the title.',
      'No quotes.',
      'On: {1}',
      'Off: {1}',
      '{1} did it.',
    ]);
  });
});

describe('translating', () => {
  it('puts a message with values into te reo with its values where the te reo wants them', () => {
    expect(translateText('Ko Kauri Kura is already assigned to this school.', 'mi')).toBe(
      'Kua tautapatia kētia a Ko Kauri Kura ki tēnei kura.',
    );
    // values in another order, and a value that is itself in the catalogue (a field's label)
    expect(translateText('The latitude must be between -90 and 90.', 'mi', { labels: true })).toBe(
      'Me noho te ahopae i waenga i te -90 me te 90.',
    );
    expect(translateText('The title can be at most 120 characters long.', 'mi', { labels: true })).toBe(
      'Ko te 120 pū te roa mōrahi o te ingoa.',
    );
    // a notification's value stays as typed even when it happens to be a label's English
    expect(translateText('Reminder: storage', 'mi')).toBe('He whakamaumahara: storage');
  });

  it('leaves English as it is, and a message with no entry in English', () => {
    expect(translateText('We could not find that school.', 'en')).toBe('We could not find that school.');
    expect(translateText('A message nobody wrote down.', 'mi')).toBe('A message nobody wrote down.');
  });

  it('translates an error body: its message and each field, keeping the code and the keys', () => {
    const body = {
      error: {
        code: 'validation_failed',
        message: 'There are problems with 2 fields.',
        fields: { name: 'Enter a name.', 'rows.0.id': 'Each row needs its own id.' },
      },
    };
    expect(translateErrorBody(body, 'mi')).toEqual({
      error: {
        code: 'validation_failed',
        message: 'He raru kei ngā āpure e 2.',
        fields: { name: 'Tuhia he ingoa.', 'rows.0.id': 'Me whai tohu tautuhi ake ia rārangi.' },
      },
    });
    expect(translateErrorBody(body, 'en')).toBe(body);
  });

  it('reads the language from Accept-Language by preference', () => {
    expect(acceptLanguage('mi')).toBe('mi');
    expect(acceptLanguage('mi-NZ,en;q=0.8')).toBe('mi');
    expect(acceptLanguage('en-NZ,en;q=0.9,mi;q=0.8')).toBe('en');
    expect(acceptLanguage('en;q=0.5, mi;q=0.9')).toBe('mi');
    expect(acceptLanguage('fr')).toBeNull();
    expect(acceptLanguage(undefined)).toBeNull();
    expect(acceptLanguage('mi;q=0')).toBeNull();
  });
});
