/**
 * Finds, in the server's and the domain's source, every English message the API can send (issue 20,
 * decision 044): the literal texts given to `badRequest`, `conflict`, `notFound`, `forbidden`, `ApiError`
 * and `errorBody`, zod's custom messages (`.min(1, '…')`, `{ message: '…' }`, `{ error: '…' }`), and the
 * title, message and button text of the notifications the server writes, and the activity log's lines. A template literal becomes a
 * pattern: each `${…}` is `{1}`, `{2}`… in order, as in the te reo catalogue (`messages-mi.ts`).
 *
 * A scanner, not a parser (TypeScript 7 has no compiler API): it skips comments, strings, template
 * literals (with their nested expressions) and regular expression literals, and keeps a stack of open
 * calls to know which call a string is an argument of. Used by `messages-mi.test.ts` in `npm test`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Calls whose string arguments are messages a person reads. */
const MESSAGE_CALLS = new Set([
  'badRequest',
  'conflict',
  'notFound',
  'forbidden',
  'ApiError',
  'errorBody',
  // zod's checks and types: their string argument is the message of the issue
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'email',
  'url',
  'int',
  'positive',
  'nonnegative',
  'negative',
  'nonpositive',
  'gte',
  'lte',
  'gt',
  'lt',
  'uuid',
  'multipleOf',
  'startsWith',
  'endsWith',
  'includes',
  'nonempty',
  'string',
  'number',
  'boolean',
  'array',
  'object',
  'enum',
  'date',
  'iso',
  'datetime',
]);
/** Helpers whose string arguments are put into a message (a field's label): each needs its te reo too. */
const LABEL_CALLS = new Set([
  'yesNo',
  'oneLine',
  'coordinate',
  'aspectParam',
  'optionalText',
  'optional',
  'checked',
]);
/** Calls whose sentence arguments are not messages a person reads in the app. */
const NOT_MESSAGE_CALLS = new Set([
  'describe',
  'openapi',
  'info',
  'warn',
  'debug',
  'trace',
  'fatal',
  'Error',
  'log',
  'sql',
  'raw',
  'test',
  'it',
  'startsWith',
  'includes',
  'endsWith',
]);
/** Object keys whose string value is a message: zod's `message`/`error` everywhere. */
const MESSAGE_KEYS = new Set(['message', 'error']);
/** In a file that writes notifications, also their title and button text. */
const NOTIFICATION_KEYS = new Set(['message', 'error', 'title', 'actionText', 'action_text']);

export interface FoundMessage {
  /** The English text, `{1}`, `{2}`… where a template literal has `${…}`. */
  text: string;
  /** The file, relative to the folder scanned from. */
  file: string;
  line: number;
}

/** A person's sentence, not a code or a key: has a letter, and a space or a full stop. */
function readable(text: string): boolean {
  return /[A-Za-z]/.test(text) && /[ .]/.test(text) && !/^[a-z_]+(\.[a-z_]+)+$/.test(text);
}

interface Scan {
  src: string;
  i: number;
}

/** Reads a quoted string starting at `s.i` (the quote); returns its value. */
function readQuoted(s: Scan): string {
  const quote = s.src[s.i];
  let out = '';
  s.i++;
  while (s.i < s.src.length && s.src[s.i] !== quote) {
    if (s.src[s.i] === '\\') {
      const next = s.src[s.i + 1];
      out += next === 'n' ? '\n' : next;
      s.i += 2;
      continue;
    }
    out += s.src[s.i++];
  }
  s.i++;
  return out;
}

/**
 * Reads a template literal starting at `s.i` (the backtick): its text with `{n}` for each expression.
 * Strings inside the expressions are handed to `inner` (they may be messages of their own).
 */
function readTemplate(s: Scan, inner: (text: string, at: number) => void): string {
  let out = '';
  let n = 0;
  s.i++;
  while (s.i < s.src.length && s.src[s.i] !== '`') {
    const ch = s.src[s.i];
    if (ch === '\\') {
      out += s.src[s.i + 1] === 'n' ? '\n' : s.src[s.i + 1];
      s.i += 2;
      continue;
    }
    if (ch === '$' && s.src[s.i + 1] === '{') {
      s.i += 2;
      n++;
      out += `{${n}}`;
      let depth = 1;
      while (s.i < s.src.length && depth > 0) {
        const c = s.src[s.i];
        if (c === '{') depth++;
        else if (c === '}') depth--;
        if (depth === 0) break;
        if (c === "'" || c === '"') {
          const at = s.i;
          inner(readQuoted(s), at);
          continue;
        }
        if (c === '`') {
          const at = s.i;
          inner(readTemplate(s, inner), at);
          continue;
        }
        s.i++;
      }
      s.i++;
      continue;
    }
    out += ch;
    s.i++;
  }
  s.i++;
  return out;
}

/** The messages of one file's source. */
export function messagesInSource(
  src: string,
  notificationFile: boolean,
  sentenceArguments = true,
): { text: string; at: number }[] {
  const found: { text: string; at: number }[] = [];
  const calls: (string | null)[] = [];
  const keys = notificationFile ? NOTIFICATION_KEYS : MESSAGE_KEYS;
  const s: Scan = { src, i: 0 };
  let lastSignificant = '';
  let lastWord = '';
  const wordBefore = (at: number) => {
    const m = /([A-Za-z_$][\w$]*)\s*(?:<[^()]*>)?\s*$/.exec(src.slice(Math.max(0, at - 80), at));
    return m?.[1] ?? null;
  };
  // The key a value belongs to: `key: 'text'`, or the first branch of `key: condition ? 'text' : …`.
  const keyBefore = (at: number) => {
    const before = src.slice(Math.max(0, at - 120), at);
    const m =
      /([A-Za-z_$][\w$]*)\s*:\s*$/.exec(before) ?? /([A-Za-z_$][\w$]*)\s*:\s*[\w$.!]+\s*\?\s*$/.exec(before);
    return m?.[1] ?? null;
  };
  // The second branch of such a condition: right after a first branch that was taken as a message.
  let previous = { end: -1, taken: false };
  const consider = (text: string, at: number) => {
    if (previous.taken && /^\s*:\s*$/.test(src.slice(previous.end, at)) && readable(text)) {
      found.push({ text, at });
      return;
    }
    const key = keyBefore(at);
    const call = calls.length ? calls[calls.length - 1] : null;
    if (!key && call && LABEL_CALLS.has(call) && /[A-Za-z]/.test(text)) {
      found.push({ text, at });
      return;
    }
    if (!readable(text)) return;
    // A message kept in a constant first: `const timeMessage = 'Enter a time …'`.
    if (
      /[A-Za-z_$]*(message|MESSAGE)[A-Za-z_$]*\s*(?::\s*string\s*)?=\s*$/.test(
        src.slice(Math.max(0, at - 80), at),
      )
    ) {
      found.push({ text, at });
      return;
    }
    // A sentence handed to any other call (a helper that makes a schema with it as its message).
    if (
      sentenceArguments &&
      !key &&
      call &&
      !NOT_MESSAGE_CALLS.has(call) &&
      /^[A-Z].*[.?]$/s.test(text) &&
      !MESSAGE_CALLS.has(call)
    ) {
      found.push({ text, at });
      return;
    }
    // A sentence a function returns (a helper that says what is wrong: `crossSiteProblem`, `tooManyAttempts`).
    const before = src.slice(Math.max(0, at - 120), at);
    if (
      sentenceArguments &&
      /^[A-Z].*[.?]$/s.test(text) &&
      /(?:\breturn|=>)\s*(?:[\w$.!]+\s*\?\s*|\(?\s*)?$/.test(before)
    ) {
      found.push({ text, at });
      return;
    }
    // A map from an error code to its words: `INVALID_TOKEN: 'This link is no longer valid.'`.
    if (key && /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(key)) {
      found.push({ text, at });
      return;
    }
    // The activity log's line (`recordActivity(c, { description: … })`): shown to its readers in their language.
    if (
      key === 'description' &&
      (call === 'recordActivity' || call === 'activityEntry') &&
      /[A-Za-z]/.test(text)
    ) {
      found.push({ text, at });
      return;
    }
    if (
      (key && keys.has(key)) ||
      (!key && call && MESSAGE_CALLS.has(call)) ||
      (call === 'ApiError' && key === null)
    ) {
      found.push({ text, at });
    } else if (key && call && ['badRequest', 'ApiError', 'errorBody'].includes(call) && !keys.has(key)) {
      // a field's message in the fields map of an error: `{ [path]: 'Remove …' }` or `{ date: '…' }`
      found.push({ text, at });
    }
  };
  const inner = (text: string, at: number) => consider(text, at);
  while (s.i < src.length) {
    const ch = src[s.i] ?? '';
    const next = src[s.i + 1];
    if (ch === '/' && next === '/') {
      s.i = src.indexOf('\n', s.i);
      if (s.i < 0) break;
      continue;
    }
    if (ch === '/' && next === '*') {
      s.i = src.indexOf('*/', s.i + 2) + 2;
      if (s.i < 2) break;
      continue;
    }
    if (ch === "'" || ch === '"' || ch === '`') {
      const at = s.i;
      const text = ch === '`' ? readTemplate(s, inner) : readQuoted(s);
      const before = found.length;
      consider(text, at);
      previous = { end: s.i, taken: found.length > before };
      lastSignificant = 'x';
      continue;
    }
    if (
      ch === '/' &&
      (/[(,=:[!&|?{};+\-*%<>~^]/.test(lastSignificant) || lastSignificant === '' || lastWord === 'return')
    ) {
      // a regular expression literal
      s.i++;
      let inClass = false;
      while (s.i < src.length) {
        const c = src[s.i];
        if (c === '\\') {
          s.i += 2;
          continue;
        }
        if (c === '[') inClass = true;
        else if (c === ']') inClass = false;
        else if (c === '/' && !inClass) break;
        else if (c === '\n') break;
        s.i++;
      }
      s.i++;
      while (/[a-z]/.test(src[s.i] ?? '')) s.i++;
      lastSignificant = 'x';
      continue;
    }
    if (ch === '(') calls.push(wordBefore(s.i));
    else if (ch === ')') calls.pop();
    if (/\S/.test(ch)) {
      if (/[\w$]/.test(ch)) {
        const m = /^[\w$]+/.exec(src.slice(s.i, s.i + 60));
        lastWord = m ? m[0] : '';
        s.i += lastWord.length || 1;
        lastSignificant = 'x';
        continue;
      }
      lastSignificant = ch;
      lastWord = '';
    }
    s.i++;
  }
  return found;
}

const lineOf = (src: string, at: number) => src.slice(0, at).split('\n').length;

/** Every message in the `.ts` files (not tests) under these folders; `notificationFiles` relative paths. */
export function collectMessages(
  root: string,
  folders: string[],
  notificationFiles: ReadonlySet<string>,
  skip: (file: string) => boolean,
  /** Files whose sentences handed to a call are content, not messages (plan catalogue, PDF text). */
  noSentenceArguments: (file: string) => boolean = () => false,
): FoundMessage[] {
  const out: FoundMessage[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (
        entry.name.endsWith('.ts') &&
        !entry.name.endsWith('.test.ts') &&
        !entry.name.endsWith('.d.ts')
      ) {
        const file = relative(root, path);
        if (skip(file)) continue;
        const src = readFileSync(path, 'utf8');
        for (const m of messagesInSource(src, notificationFiles.has(file), !noSentenceArguments(file)))
          out.push({ text: m.text, file, line: lineOf(src, m.at) });
      }
    }
  };
  for (const f of folders) walk(join(root, f));
  return out;
}
