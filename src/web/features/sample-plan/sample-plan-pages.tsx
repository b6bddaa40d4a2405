/**
 * The public sample plan (issue 20, decision 040): `/ta-demo` (roof water) and `/ta-demo/bore`, each with
 * its contents, and a page per part (`/ta-demo/part/3`, `/ta-demo/bore/part/3`) with every section of the
 * part and its answers, read only. The answers come from the generated `sample-roof.ts` and
 * `sample-bore.ts` (scripts/gen-sample-plan.ts), never from the catalogue or the forms (decision 026).
 * Prerendered: the same HTML for every visitor.
 */
import { Link } from 'react-router';
import type { SampleItem, SamplePartView, SampleSectionView } from '../../../domain/sample-plan/view';
import { buttonClass } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';
import { PageTitle } from '../public';

export type Variant = 'roof' | 'bore';
const VARIANTS: readonly Variant[] = ['roof', 'bore'];
const SCHOOL = 'Pūriri Flat School';

/** Where a variant's pages live: `/ta-demo` for roof water, `/ta-demo/bore` for the bore. */
export const sampleBase = (variant: Variant) => (variant === 'roof' ? '/ta-demo' : '/ta-demo/bore');
export const samplePartPath = (variant: Variant, part: number) => `${sampleBase(variant)}/part/${part}`;

function Banner() {
  const { t, miLang } = useI18n();
  return (
    <p
      lang={miLang}
      className="rounded-md border-2 border-amber-700 bg-amber-50 p-4 font-semibold text-amber-950 dark:border-amber-300 dark:bg-amber-950 dark:text-amber-50"
    >
      {t('samplePlan.banner', { school: SCHOOL })}
    </p>
  );
}

/** Roof water or bore: two links, the current one marked, keeping the part the reader is on. */
function VariantSwitch({ variant, part }: { variant: Variant; part?: number }) {
  const { t, miLang } = useI18n();
  return (
    <nav
      aria-label={t('samplePlan.variantLabel')}
      lang={miLang}
      className="flex flex-wrap items-center gap-3"
    >
      <span className="font-semibold">{t('samplePlan.variantLabel')}:</span>
      <ul className="inline-flex overflow-hidden rounded-md border border-brand-800 dark:border-brand-300">
        {VARIANTS.map((v) => {
          const current = v === variant;
          return (
            <li key={v}>
              <Link
                to={part ? samplePartPath(v, part) : sampleBase(v)}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'block px-4 py-2 font-semibold no-underline',
                  current
                    ? 'bg-brand-800 text-white dark:bg-brand-300 dark:text-slate-950'
                    : 'bg-white text-brand-800 hover:bg-brand-50 dark:bg-slate-900 dark:text-brand-300',
                )}
              >
                {t(`samplePlan.variant.${v}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Downloads({ variant }: { variant: Variant }) {
  const { t, miLang } = useI18n();
  const href = (format: 'pdf' | 'docx') => `/api/public/sample-plan.${format}?variant=${variant}`;
  return (
    <section aria-labelledby="sample-downloads" lang={miLang} className="no-print">
      <h2 id="sample-downloads" className="text-xl font-bold">
        {t('samplePlan.downloadTitle')}
      </h2>
      <p className="mt-2 max-w-3xl">{t('samplePlan.downloadNote')}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <a href={href('pdf')} download className={buttonClass('primary')}>
          {t('samplePlan.downloadPdf')}
        </a>
        <a href={href('docx')} download className={buttonClass('secondary')}>
          {t('samplePlan.downloadDocx')}
        </a>
      </div>
    </section>
  );
}

function Header({ variant, part }: { variant: Variant; part?: number }) {
  const { t } = useI18n();
  return (
    <div className="space-y-4">
      <PageTitle title={`${t('samplePlan.pageTitle')} (${t(`samplePlan.variant.${variant}`)})`} />
      <Banner />
      <VariantSwitch variant={variant} part={part} />
    </div>
  );
}

/** The contents of one variant: every part and its sections, linked. */
export function SampleOverview({ variant, parts }: { variant: Variant; parts: readonly SamplePartView[] }) {
  const { t, miLang } = useI18n();
  return (
    <article className="space-y-8">
      <Header variant={variant} />
      <div>
        <h1 lang={miLang} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t('samplePlan.heading', { school: SCHOOL })}
        </h1>
        <p lang={miLang} className="mt-3 max-w-3xl text-lg leading-8">
          {t('samplePlan.intro')}
        </p>
      </div>
      <Downloads variant={variant} />
      <section aria-labelledby="sample-contents">
        <h2 id="sample-contents" lang={miLang} className="text-2xl font-bold">
          {t('samplePlan.contents')}
        </h2>
        <ol className="mt-4 grid gap-4 md:grid-cols-2">
          {parts.map((p) => (
            <li
              key={p.id}
              className="break-inside-avoid rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
            >
              <h3 className="text-lg font-semibold">
                <Link to={samplePartPath(variant, p.number)}>
                  {t('samplePlan.partHeading', { number: p.number, title: p.title })}
                </Link>
              </h3>
              <p className="mt-1 text-slate-700 dark:text-slate-300">{p.question}</p>
              <ul className="mt-2 space-y-1 text-sm">
                {p.sections.map((s) => (
                  <li key={s.id}>
                    <Link to={`${samplePartPath(variant, p.number)}#${s.id}`}>
                      {s.number} {s.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>
      <p lang={miLang} className="no-print">
        <Link to="/register" className={buttonClass('ghost')}>
          {t('samplePlan.startOwn')}
        </Link>
      </p>
    </article>
  );
}

function Item({ item }: { item: SampleItem }) {
  switch (item.kind) {
    case 'answer':
      return (
        <div className="break-inside-avoid">
          <dt className="font-semibold">{item.label}</dt>
          <dd className="mt-1 whitespace-pre-line">{item.value}</dd>
        </div>
      );
    case 'list':
      return (
        <div className="break-inside-avoid">
          <dt className="font-semibold">{item.label}</dt>
          <dd className="mt-1">
            <ul className="list-disc space-y-1 pl-6">
              {item.values.map((v) => (
                <li key={v}>{v}</li>
              ))}
            </ul>
          </dd>
        </div>
      );
    case 'files':
      return <FilesItem item={item} />;
    case 'table':
      return (
        <div>
          <dt className="font-semibold">{item.label}</dt>
          <dd className="mt-2">
            {/* A scrollable region a keyboard can reach, so a wide table can be read at 320 px. */}
            <section
              aria-label={item.label}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
              tabIndex={0}
              className="wk-print-table overflow-x-auto"
            >
              <table className="w-full min-w-[36rem] border-collapse text-left text-sm leading-6">
                <thead>
                  <tr>
                    {item.columns.map((c) => (
                      <th
                        key={c}
                        scope="col"
                        className="border border-slate-300 bg-slate-100 p-2 align-top dark:border-slate-600 dark:bg-slate-800"
                      >
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {item.rows.map((r, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows of a fixed sample never reorder
                    <tr key={i} className="break-inside-avoid">
                      {r.map((cell, j) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed row
                        <td key={j} className="border border-slate-300 p-2 align-top dark:border-slate-600">
                          {cell}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </dd>
        </div>
      );
  }
}

function FilesItem({ item }: { item: Extract<SampleItem, { kind: 'files' }> }) {
  const { t, miLang } = useI18n();
  return (
    <div className="break-inside-avoid">
      <dt className="font-semibold">{item.label}</dt>
      <dd className="mt-2 space-y-2">
        {item.files.map((f) =>
          f.src ? (
            <figure key={f.name} className="break-inside-avoid">
              <img
                src={f.src}
                alt={f.name}
                width={760}
                height={820}
                className="h-auto max-w-full rounded border border-slate-200"
              />
              <figcaption className="mt-1 text-sm">{f.name}</figcaption>
            </figure>
          ) : (
            <p key={f.name}>
              {f.name}{' '}
              <span lang={miLang} className="text-slate-700 dark:text-slate-300">
                ({t('samplePlan.fileNotIncluded')})
              </span>
            </p>
          ),
        )}
      </dd>
    </div>
  );
}

function Section({ section }: { section: SampleSectionView }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-6 space-y-4">
      <div className="break-after-avoid">
        <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight">
          {section.number} {section.title}
        </h2>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{section.question}</p>
      </div>
      {section.groups.map((g, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a section's groups are fixed
        <div key={i} className="space-y-3">
          {g.title && <h3 className="text-lg font-semibold">{g.title}</h3>}
          <dl className="space-y-4">
            {g.items.map((item) => (
              <Item key={item.label} item={item} />
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}

/** One part of one variant: every section with its answers, and the way to the parts either side. */
export function SamplePart({
  variant,
  parts,
  number,
}: {
  variant: Variant;
  parts: readonly SamplePartView[];
  number: number;
}) {
  const { t, miLang } = useI18n();
  const index = parts.findIndex((p) => p.number === number);
  const part = parts[index]!;
  const before = parts[index - 1];
  const after = parts[index + 1];
  return (
    <article className="space-y-8">
      <Header variant={variant} part={part.number} />
      <div>
        <p
          lang={miLang}
          className="text-sm font-semibold uppercase tracking-wide text-brand-800 dark:text-brand-300"
        >
          {t('samplePlan.heading', { school: SCHOOL })}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
          <span lang={miLang}>{t('samplePlan.partLabel', { number: part.number })}</span>: {part.title}
        </h1>
        <p className="mt-2 text-lg">{part.question}</p>
      </div>
      <nav
        aria-label={t('samplePlan.sectionsInPart')}
        lang={miLang}
        className="max-w-3xl rounded-md border-l-4 border-brand-700 bg-white p-4 dark:border-brand-300 dark:bg-slate-900"
      >
        <p className="font-semibold">{t('samplePlan.sectionsInPart')}</p>
        <ul className="mt-2 space-y-1">
          {part.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} lang="en">
                {s.number} {s.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="max-w-4xl space-y-12 leading-7">
        {part.sections.map((s) => (
          <Section key={s.id} section={s} />
        ))}
      </div>
      <nav
        aria-label={t('samplePlan.contents')}
        lang={miLang}
        className="flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-6 dark:border-slate-700"
      >
        {before ? (
          <Link to={samplePartPath(variant, before.number)} className={buttonClass('secondary')}>
            {t('samplePlan.previousPart', { number: before.number })}
          </Link>
        ) : (
          <span />
        )}
        <Link to={sampleBase(variant)} className={buttonClass('ghost')}>
          {t('samplePlan.backToContents')}
        </Link>
        {after ? (
          <Link to={samplePartPath(variant, after.number)} className={buttonClass('primary')}>
            {t('samplePlan.nextPart', { number: after.number })}
          </Link>
        ) : (
          <span />
        )}
      </nav>
      <Downloads variant={variant} />
    </article>
  );
}
