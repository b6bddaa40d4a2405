import { Fragment, type ReactNode } from 'react';
import { useI18n } from '.';
import type { MessageKey } from './en';

/**
 * A message that quotes English names in “curly quotes” (the labels of Hinekōrako's own screens, the words
 * the exported plan prints, a document's title): in te reo Māori each quoted part is marked lang="en"
 * (WCAG 3.1.2), the rest is the page's language; in English the text as it is (decision 045).
 */
export function Quoted({ text }: { text: string }): ReactNode {
  const { enLang } = useI18n();
  if (!enLang) return text;
  return text.split(/(“[^”]*”)/).map((part, i) =>
    part.startsWith('“') ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order.
      <Fragment key={i}>
        “<span lang={enLang}>{part.slice(1, -1)}</span>”
      </Fragment>
    ) : (
      part
    ),
  );
}

/**
 * A message with a `{name}` placeholder filled by an element (English content marked lang="en" inside a
 * translated sentence): `withNodes(t('key'), { fields: <span lang="en">…</span> })`. `t` without that
 * variable leaves the placeholder in place; each placeholder is swapped for its node.
 */
export function withNodes(text: string, nodes: Record<string, ReactNode>): ReactNode {
  return text.split(/(\{\w+\})/).map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order.
    return <Fragment key={i}>{name && name in nodes ? nodes[name] : part}</Fragment>;
  });
}

/**
 * `t(key, { ...vars, ...english })` where the `english` values are English content (the plan's own words):
 * in te reo Māori they are marked lang="en" inside the translated sentence; in English the plain text.
 */
export function tWithEnglish(
  i18n: { t: (key: MessageKey, vars?: Record<string, string | number>) => string; enLang: 'en' | undefined },
  key: MessageKey,
  english: Record<string, string>,
  vars: Record<string, string | number> = {},
): ReactNode {
  if (!i18n.enLang) return i18n.t(key, { ...vars, ...english });
  const nodes = Object.fromEntries(
    Object.entries(english).map(([name, text]) => [
      name,
      <span key={name} lang={i18n.enLang}>
        {text}
      </span>,
    ]),
  );
  return withNodes(i18n.t(key, vars), nodes);
}
