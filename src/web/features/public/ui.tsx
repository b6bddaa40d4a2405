import { BadgeCheck, FileWarning } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';

/**
 * Building blocks shared by the public information pages: reading width, citations of the regulator's
 * documents, tables, document status tags and the page title. Content is written into the components;
 * nothing is read from the reference folder at run time.
 */

/**
 * The regulator's documents we cite. Page numbers in citations are the page of the PDF file (the page
 * your PDF reader shows). In the DWQAR guide the number printed on the page is one lower.
 */
export const DOCS = {
  roof: 'Acceptable Solution for Roof Water Supplies (January 2022 working draft)',
  rural: 'Acceptable Solution for Rural Agricultural Water Supplies (January 2022 working draft)',
  mixed: 'Water Services (Mixed-use Rural) Drinking Water Acceptable Solution 2025',
  small: 'Drinking Water Safety Planning Template for Small Supplies (26–100 people)',
  medium: 'Drinking Water Safety Planning Guidance for Medium Supplies (101–500 people)',
  dwqar: 'Drinking Water Quality Assurance Rules Interpretation Guide for Networked Small Supplies (draft)',
  upload: 'Hinekōrako quick guide to uploading your Drinking Water Safety Plan',
} as const;
export type DocKey = keyof typeof DOCS;

export const TA_WEBSITE = 'https://www.taumataarowai.govt.nz';

/** "Source: Taumata Arowai, {document}, p. 7." — where a page of the regulator's document states the rule. */
export function Source({
  doc,
  pages,
  className,
}: {
  doc: DocKey;
  pages: string | number;
  className?: string;
}) {
  const many = typeof pages === 'string' && /[–,-]/.test(pages);
  // A citation is English (the document's title), also inside a page translated into te reo (decision 045).
  const { enLang } = useI18n();
  return (
    <p
      lang={enLang}
      className={cn('wk-source text-sm leading-6 text-slate-600 dark:text-slate-400', className)}
    >
      <span className="font-semibold">Source:</span> Taumata Arowai, {DOCS[doc]},{' '}
      <span className="whitespace-nowrap">
        {many ? 'pp.' : 'p.'} {pages}.
      </span>
    </p>
  );
}

/** Reading width and rhythm for long text. Direct children are spaced; h2 and h3 get heading styles. */
export const proseClass =
  'max-w-3xl leading-7 [&>*+*]:mt-4 [&>.wk-source]:mt-2 [&>.wk-source+.wk-source]:mt-1 [&>h2]:mt-12 [&>h2]:scroll-mt-6 [&>h2]:text-2xl [&>h2]:font-bold [&>h2]:tracking-tight [&>h3]:mt-8 [&>h3]:scroll-mt-6 [&>h3]:text-xl [&>h3]:font-semibold [&_a:not(.no-underline)]:underline [&_a:not(.no-underline)]:decoration-1 [&_a:not(.no-underline):hover]:decoration-2';

/** `lang`: for a page whose text comes from the catalogue (`miLang`) inside the public pages' English container. */
export function Prose({
  children,
  className,
  lang,
}: {
  children: ReactNode;
  className?: string;
  lang?: string;
}) {
  return (
    <div lang={lang} className={cn(proseClass, className)}>
      {children}
    </div>
  );
}

export const ul = 'list-disc space-y-2 pl-6 marker:text-slate-500 dark:marker:text-slate-400';
export const ol = 'list-decimal space-y-2 pl-6 marker:font-semibold';

/**
 * The page's title in the browser tab (React 19 hoists <title> into the head). Marked, so that the layout's
 * DocumentTitle (which names every other page after its heading) leaves it alone.
 */
export function PageTitle({ title }: { title: string }) {
  return <title data-page-title="">{`${title} – WaiKura`}</title>;
}

/** A table that scrolls sideways on narrow screens instead of breaking the layout at 320 px. */
export function Table({
  caption,
  children,
  className,
}: {
  caption: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const captionId = useId();
  // A labelled region that can take focus, so keyboard users can scroll a wide table on a narrow screen.
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className={cn('overflow-x-auto rounded-md border border-slate-200 dark:border-slate-700', className)}
    >
      <table className="w-full min-w-[32rem] border-collapse text-left text-sm leading-6 [&_td]:border-t [&_td]:border-slate-200 [&_td]:p-3 [&_td]:align-top dark:[&_td]:border-slate-700 [&_th]:p-3 [&_th]:align-top [&_thead_th]:bg-slate-100 [&_thead_th]:font-semibold dark:[&_thead_th]:bg-slate-800 [&_tbody_th]:border-t [&_tbody_th]:border-slate-200 [&_tbody_th]:font-semibold dark:[&_tbody_th]:border-slate-700">
        <caption id={captionId} className="bg-white p-3 text-left font-semibold dark:bg-slate-900">
          {caption}
        </caption>
        {children}
      </table>
    </section>
  );
}

/** Status of a regulator's document, in words and with an icon (never colour alone). */
export function DocStatus({ status }: { status: 'draft' | 'in-force' | 'official' }) {
  const map = {
    draft: {
      Icon: FileWarning,
      label: 'Working draft',
      cls: 'bg-amber-100 text-amber-900 ring-amber-700/30 dark:bg-amber-900/40 dark:text-amber-100 dark:ring-amber-300/40',
    },
    'in-force': {
      Icon: BadgeCheck,
      label: 'In force',
      cls: 'bg-green-100 text-green-900 ring-green-700/30 dark:bg-green-900/40 dark:text-green-100 dark:ring-green-300/40',
    },
    official: {
      Icon: BadgeCheck,
      label: 'Official guidance',
      cls: 'bg-brand-100 text-brand-900 ring-brand-700/30 dark:bg-brand-900/50 dark:text-brand-100 dark:ring-brand-300/40',
    },
  } as const;
  const { Icon, label, cls } = map[status];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-medium ring-1',
        cls,
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </span>
  );
}

/** A short list of links to the headings of a long page. */
export function OnThisPage({
  items,
  label: given,
}: {
  items: { id: string; label: string }[];
  label?: string;
}) {
  const { t, miLang } = useI18n();
  const label = given ?? t('public.onThisPage');
  return (
    <nav
      aria-label={label}
      className="max-w-3xl rounded-md border-l-4 border-brand-700 bg-white p-4 dark:border-brand-300 dark:bg-slate-900"
    >
      <p lang={miLang} className="font-semibold">
        {label}
      </p>
      <ul className="mt-2 space-y-1">
        {items.map((i) => (
          <li key={i.id}>
            <a href={`#${i.id}`} className="underline">
              {i.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A key figure with its plain meaning, used for doses, intervals and limits. */
export function Figure({ value, label, source }: { value: ReactNode; label: ReactNode; source?: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <p className="text-2xl font-bold text-brand-900 dark:text-brand-200">{value}</p>
      <p className="mt-1 text-sm leading-6">{label}</p>
      {source && <div className="wk-sources mt-2">{source}</div>}
    </div>
  );
}
