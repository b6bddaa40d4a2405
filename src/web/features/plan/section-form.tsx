/**
 * The one form renderer of the plan: draws any section from its descriptors (src/domain/plan/fields.ts).
 * Every control's id is its path in the content ("school_name", "risks.0.event"), which is also the key of
 * its error message from the server and of the compliance links, so a link can land on the exact field.
 */
import { ChevronDown, ChevronRight, FileText, ImageIcon, Plus, Trash2, Upload } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import {
  type ColumnField,
  emptyValue,
  type Field,
  type FieldGroup,
  type FileRef,
  type FilesField,
  isFilled,
  isShown,
  type RowsField,
  type SectionForm as SectionFormSpec,
} from '../../../domain/plan/fields';
import { formatValue } from '../../../domain/plan/format';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { control, controlState } from '../../components/ui/field';
import { useI18n } from '../../i18n';
import { tWithEnglish } from '../../i18n/quoted';
import { focusSoon } from '../../lib/focus';
import { HIGHLIGHT_OUTLINE, HighlightNote } from '../progress';
import { fileUrl, uploadFile } from './api';

export type Content = Record<string, unknown>;
export type Errors = Record<string, string>;

interface Ctx {
  schoolId: string;
  sectionId: string;
  readOnly: boolean;
  errors: Errors;
  /** The field a compliance link asked to highlight, and how to clear it. */
  highlight: string | null;
  onDismissHighlight: () => void;
  /** Drawing a row's cells: their help is shown once, above the rows, not in every row. */
  inRow?: boolean;
}

const noop = () => {};

export function newRowId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `row-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function SectionFormView({
  form,
  content,
  onChange,
  errors,
  readOnly,
  schoolId,
  groupExtras,
  highlight = null,
  onDismissHighlight = noop,
}: {
  form: SectionFormSpec;
  content: Content;
  onChange: (name: string, value: unknown) => void;
  errors: Errors;
  readOnly: boolean;
  schoolId: string;
  /** Extra content shown at the top of a group (calculators, suggestions). */
  /** Panels per group id: shown above the group's questions, or below them when given as `{ after }`. */
  groupExtras?: Record<string, GroupExtra>;
  /** A top-level field name to highlight (`?highlight=`), with the way to clear it. */
  highlight?: string | null;
  onDismissHighlight?: () => void;
}) {
  const ctx: Ctx = { schoolId, sectionId: form.sectionId, readOnly, errors, highlight, onDismissHighlight };
  return (
    <div className="space-y-10">
      {form.groups.map((group) => (
        <Group key={group.id} group={group} extra={groupExtras?.[group.id]}>
          {group.fields
            .filter((f) => !f.hidden && isShown(f, content))
            .map((f) => (
              <FieldView key={f.name} field={f} value={content[f.name]} onChange={onChange} ctx={ctx} />
            ))}
        </Group>
      ))}
    </div>
  );
}

export type GroupExtra = ReactNode | { after: ReactNode };

function Group({ group, extra, children }: { group: FieldGroup; extra?: GroupExtra; children: ReactNode }) {
  // The group's title and intro are the plan's own words, English like its questions (decision 042).
  const { enLang } = useI18n();
  const headingId = `group-${group.id}`;
  const after = extra && typeof extra === 'object' && 'after' in extra ? extra.after : null;
  const before = after ? null : (extra as ReactNode);
  if (!group.title)
    return (
      <div className="space-y-8">
        {before}
        {children}
        {after}
      </div>
    );
  return (
    <section aria-labelledby={headingId} id={group.id} className="scroll-mt-24 space-y-6">
      <div>
        <h2 id={headingId} lang={enLang} className="text-xl font-semibold">
          {group.title}
        </h2>
        {group.intro && (
          <p lang={enLang} className="mt-1 text-slate-700 dark:text-slate-300">
            {group.intro}
          </p>
        )}
      </div>
      {before}
      <div className="space-y-8">{children}</div>
      {after}
    </section>
  );
}

/** Label, regulator's term, hint, example and error, shared by every field. */
function Shell({
  id,
  field,
  ctx,
  asGroup,
  children,
}: {
  id: string;
  field: Field | ColumnField;
  ctx: Ctx;
  asGroup?: boolean;
  children: ReactNode;
}) {
  const { t, enLang } = useI18n();
  const error = ctx.errors[id];
  const withHelp = !ctx.inRow;
  const highlighted = ctx.highlight === id;
  const note = highlighted && (
    <HighlightNote id={`${id}-attention`} kind="field" onDismiss={ctx.onDismissHighlight} />
  );
  const labelContent = (
    <>
      <span className="block font-medium">
        {/* The plan's questions stay English in te reo Māori (decision 042). */}
        <span lang={enLang}>{field.label}</span>
        {!field.required && !ctx.readOnly && (
          <span className="ml-1 font-normal text-slate-600 dark:text-slate-400">
            ({t('common.optional')})
          </span>
        )}
      </span>
      {field.regulatorLabel && (
        <span lang={enLang} className="block text-sm font-normal text-slate-600 dark:text-slate-400">
          {field.regulatorLabel}
        </span>
      )}
    </>
  );
  const help = (
    <>
      {withHelp && field.hint && (
        <p id={`${id}-hint`} lang={enLang} className="text-sm text-slate-700 dark:text-slate-300">
          {field.hint}
        </p>
      )}
      {withHelp && field.example && !ctx.readOnly && (
        <p id={`${id}-example`} className="text-sm text-slate-600 italic dark:text-slate-400">
          {t('plan.form.example')} <span lang={enLang}>{field.example}</span>
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
          <span className="sr-only">{t('plan.form.errorPrefix')} </span>
          {error}
        </p>
      )}
    </>
  );
  if (asGroup)
    return (
      <fieldset
        className={cn(
          'space-y-2 rounded-md',
          error && 'border-l-4 border-red-700 pl-3 dark:border-red-400',
          highlighted && HIGHLIGHT_OUTLINE,
        )}
        aria-describedby={describedBy(id, field, ctx)}
        data-field={id}
        data-highlighted={highlighted || undefined}
      >
        <legend className="mb-1">{labelContent}</legend>
        {note}
        {help}
        {children}
      </fieldset>
    );
  return (
    <div
      className={cn('space-y-2', highlighted && HIGHLIGHT_OUTLINE)}
      data-field={id}
      data-highlighted={highlighted || undefined}
    >
      <label htmlFor={id}>{labelContent}</label>
      {note}
      {help}
      {children}
    </div>
  );
}

function describedBy(id: string, field: Field | ColumnField, ctx: Ctx) {
  return (
    [
      field.hint && !ctx.inRow ? `${id}-hint` : null,
      field.example && !ctx.readOnly && !ctx.inRow ? `${id}-example` : null,
      ctx.errors[id] ? `${id}-error` : null,
      ctx.highlight === id ? `${id}-attention` : null,
    ]
      .filter(Boolean)
      .join(' ') || undefined
  );
}

function FieldView({
  field,
  value,
  onChange,
  ctx,
}: {
  field: Field;
  value: unknown;
  onChange: (name: string, value: unknown) => void;
  ctx: Ctx;
}) {
  if (field.kind === 'rows')
    return <RowsView field={field} value={value} onChange={(v) => onChange(field.name, v)} ctx={ctx} />;
  if (field.kind === 'files')
    return <FilesView field={field} value={value} onChange={(v) => onChange(field.name, v)} ctx={ctx} />;
  return (
    <SimpleField
      id={field.name}
      field={field}
      value={value}
      onChange={(v) => onChange(field.name, v)}
      ctx={ctx}
    />
  );
}

const inputTypes = { text: 'text', email: 'email', phone: 'tel', url: 'url', date: 'date' } as const;

function SimpleField({
  id,
  field,
  value,
  onChange,
  ctx,
}: {
  id: string;
  field: ColumnField;
  value: unknown;
  onChange: (v: unknown) => void;
  ctx: Ctx;
}) {
  const { t, enLang } = useI18n();
  const error = ctx.errors[id];
  const common = {
    id,
    name: id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, field, ctx),
    'aria-required': field.required && !ctx.readOnly ? true : undefined,
    readOnly: ctx.readOnly,
    className: cn(control, controlState(error)),
  };
  switch (field.kind) {
    case 'textarea':
      return (
        <Shell id={id} field={field} ctx={ctx}>
          <textarea
            {...common}
            rows={4}
            className={cn(common.className, 'min-h-28')}
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => onChange(e.target.value)}
          />
        </Shell>
      );
    case 'number':
      return (
        <Shell id={id} field={field} ctx={ctx}>
          <div className="flex items-center gap-2">
            <NumberInput
              {...common}
              inputMode={field.integer ? 'numeric' : 'decimal'}
              className={cn(common.className, 'max-w-48')}
              value={value}
              onValue={onChange}
            />
            {field.unit && <span className="text-slate-700 dark:text-slate-300">{field.unit}</span>}
          </div>
        </Shell>
      );
    case 'select':
      return (
        <Shell id={id} field={field} ctx={ctx}>
          <select
            {...common}
            disabled={ctx.readOnly}
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
          >
            <option value="">{t('plan.form.choose')}</option>
            {field.options.map((o) => (
              <option key={o.value} value={o.value} lang={enLang}>
                {o.label}
              </option>
            ))}
          </select>
        </Shell>
      );
    case 'radio':
    case 'yesno': {
      const options =
        field.kind === 'yesno'
          ? [
              { value: 'true', label: t('common.yes') },
              { value: 'false', label: t('common.no') },
            ]
          : field.options;
      const current = field.kind === 'yesno' ? (typeof value === 'boolean' ? String(value) : '') : value;
      return (
        <Shell id={id} field={field} ctx={ctx} asGroup>
          <div id={id} tabIndex={-1} className="flex flex-wrap gap-x-6 gap-y-2">
            {options.map((o) => (
              <label key={o.value} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={id}
                  value={o.value}
                  checked={current === o.value}
                  disabled={ctx.readOnly}
                  className="size-5 accent-brand-800"
                  onChange={() => onChange(field.kind === 'yesno' ? o.value === 'true' : o.value)}
                />
                <span lang={field.kind === 'yesno' ? undefined : enLang}>{o.label}</span>
              </label>
            ))}
          </div>
        </Shell>
      );
    }
    case 'checklist': {
      const ticked = Array.isArray(value) ? (value as string[]) : [];
      return (
        <Shell id={id} field={field} ctx={ctx} asGroup>
          <div id={id} tabIndex={-1} className="grid gap-2 sm:grid-cols-2">
            {field.options.map((o) => (
              <label key={o.value} className="flex min-h-11 items-start gap-3">
                <input
                  type="checkbox"
                  name={id}
                  value={o.value}
                  checked={ticked.includes(o.value)}
                  disabled={ctx.readOnly}
                  className="mt-1 size-5 shrink-0 accent-brand-800"
                  onChange={(e) =>
                    onChange(
                      e.target.checked
                        ? field.options.map((x) => x.value).filter((v) => v === o.value || ticked.includes(v))
                        : ticked.filter((v) => v !== o.value),
                    )
                  }
                />
                <span lang={enLang}>
                  {o.label}
                  {o.hint && (
                    <span className="block text-sm text-slate-600 dark:text-slate-400">{o.hint}</span>
                  )}
                </span>
              </label>
            ))}
          </div>
        </Shell>
      );
    }
    default:
      return (
        <Shell id={id} field={field} ctx={ctx}>
          <input
            {...common}
            type={inputTypes[field.kind]}
            autoComplete={field.kind === 'email' ? 'email' : field.kind === 'phone' ? 'tel' : 'off'}
            className={cn(common.className, field.kind === 'date' && 'max-w-56')}
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => onChange(e.target.value)}
          />
        </Shell>
      );
  }
}

function numberText(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') return value;
  return '';
}

/**
 * A number answer as text, kept exactly as typed while the field has focus ("1,500", "12.", "-"): the
 * stored value is parsed from it, and the text follows the value only when it changes from elsewhere.
 */
function NumberInput({
  value,
  onValue,
  ...props
}: Omit<React.InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  value: unknown;
  onValue: (v: unknown) => void;
}) {
  const [text, setText] = useState(() => numberText(value));
  const [mine, setMine] = useState<unknown>(value);
  // A value set from elsewhere (a merge, "Use this figure", a restore) replaces the text.
  if (!Object.is(value, mine)) {
    setMine(value);
    setText(numberText(value));
  }
  return (
    <input
      {...props}
      type="text"
      value={text}
      onChange={(e) => {
        const next = parseNumber(e.target.value);
        setText(e.target.value);
        setMine(next);
        onValue(next);
      }}
    />
  );
}

/**
 * What a typed number means: a number ("12.5", "1,500" with thousands grouped by commas, " 7 "), nothing
 * (""), or the text itself while it is not a number yet ("1,5", "-", "12."), which is not saved until
 * it is one.
 */
export function parseNumber(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const grouped = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(trimmed);
  const plain = trimmed.replace(/\s/g, '');
  const digits = grouped ? plain.replace(/,/g, '') : plain;
  const n = Number(digits);
  return Number.isFinite(n) && /^-?\d*\.?\d+$/.test(digits) ? n : text;
}

/** Rows start folded to a one-line summary when there are this many or more (long lists stay short). */
const FOLD_FROM = 3;

function RowsView({
  field,
  value,
  onChange,
  ctx,
}: {
  field: RowsField;
  value: unknown;
  onChange: (v: unknown) => void;
  ctx: Ctx;
}) {
  const { t, enLang } = useI18n();
  const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  const max = field.maxRows ?? 200;
  const [folded, setFolded] = useState<ReadonlySet<string>>(
    () => new Set(rows.length >= FOLD_FROM ? rows.map((r) => String(r.id)) : []),
  );
  const toggle = (id: string) =>
    setFolded((f) => {
      const next = new Set(f);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const update = (i: number, name: string, v: unknown) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, [name]: v } : r)));
  const add = () => {
    const row: Record<string, unknown> = { id: newRowId() };
    for (const c of field.columns) row[c.name] = emptyValue(c);
    onChange([...rows, row]);
    focusSoon(() => document.getElementById(`${field.name}.${rows.length}.${field.columns[0]!.name}`));
  };
  const cellCtx: Ctx = { ...ctx, inRow: true };
  const helped = field.columns.filter((c) => !c.hidden && (c.hint || (c.example && !ctx.readOnly)));
  return (
    <Shell id={field.name} field={field} ctx={ctx} asGroup>
      <div id={field.name} tabIndex={-1} className="space-y-4">
        {helped.length > 0 && rows.length > 0 && (
          <details className="rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700">
            <summary className="cursor-pointer font-medium">
              {tWithEnglish({ t, enLang }, 'plan.form.rowHelp', { item: field.itemLabel })}
            </summary>
            <dl className="mt-2 space-y-2">
              {helped.map((c) => (
                <div key={c.name} lang={enLang}>
                  <dt className="font-medium">{c.label}</dt>
                  {c.hint && <dd className="text-slate-700 dark:text-slate-300">{c.hint}</dd>}
                  {c.example && !ctx.readOnly && (
                    <dd className="text-slate-600 italic dark:text-slate-400">
                      {t('plan.form.example')} {c.example}
                    </dd>
                  )}
                </div>
              ))}
            </dl>
          </details>
        )}
        {rows.length === 0 && (
          <p className="text-slate-700 dark:text-slate-300">
            {/* The row's name is the plan's own word, English like its questions (decision 042). */}
            {tWithEnglish({ t, enLang }, 'plan.form.noRows', { item: field.itemLabel })}
          </p>
        )}
        <ol className="list-none space-y-4 p-0">
          {rows.map((row, i) => {
            const rowId = String(row.id);
            const prefix = `${field.name}.${i}.`;
            // A row with a message in it is never folded: the message and its answer stay in view.
            const hasError = Object.keys(ctx.errors).some((k) => k.startsWith(prefix));
            const open = hasError || !folded.has(rowId);
            const title = `${capitalised(field.itemLabel)} ${i + 1}`;
            const bodyId = `${field.name}-row-${i}`;
            return (
              <li
                key={rowId}
                className="rounded-md border border-slate-300 p-4 dark:border-slate-600"
                aria-label={title}
              >
                <div className={cn('flex items-center justify-between gap-2', open && 'mb-3')}>
                  <button
                    type="button"
                    className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-md text-left"
                    aria-expanded={open}
                    aria-controls={bodyId}
                    onClick={() => !hasError && toggle(rowId)}
                  >
                    {open ? (
                      <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
                    ) : (
                      <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
                    )}
                    <span className="font-semibold">{title}</span>
                    {!open && (
                      <span
                        className="truncate text-slate-700 dark:text-slate-300"
                        data-user-content={rowSummary(field, row) ? '' : undefined}
                      >
                        {rowSummary(field, row) || t('plan.form.rowEmpty')}
                      </span>
                    )}
                  </button>
                  {!ctx.readOnly && (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => onChange(rows.filter((_, j) => j !== i))}
                      aria-label={t('plan.form.removeRow', { item: `${field.itemLabel} ${i + 1}` })}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      {t('plan.form.remove')}
                    </Button>
                  )}
                </div>
                <div id={bodyId} hidden={!open} className="grid gap-4 md:grid-cols-2">
                  {field.columns
                    .filter((c) => !c.hidden && isShown(c, row))
                    .map((c) => (
                      <div key={c.name} className={cn(c.kind === 'textarea' && 'md:col-span-2')}>
                        <SimpleField
                          id={`${field.name}.${i}.${c.name}`}
                          field={c}
                          value={row[c.name]}
                          onChange={(v) => update(i, c.name, v)}
                          ctx={cellCtx}
                        />
                      </div>
                    ))}
                </div>
              </li>
            );
          })}
        </ol>
        {!ctx.readOnly && rows.length < max && (
          <Button variant="secondary" onClick={add}>
            <Plus aria-hidden="true" className="size-4" />
            {t('plan.form.addRow', { item: withArticle(field.itemLabel.toLowerCase()) })}
          </Button>
        )}
      </div>
    </Shell>
  );
}

/** A folded row in one line: its first two answers. */
function rowSummary(field: RowsField, row: Record<string, unknown>): string {
  return field.columns
    .filter((c) => !c.hidden && isShown(c, row) && isFilled(c, row[c.name]))
    .slice(0, 2)
    .map((c) => formatValue(c, row[c.name]))
    .join(' · ');
}

function FilesView({
  field,
  value,
  onChange,
  ctx,
}: {
  field: FilesField;
  value: unknown;
  onChange: (v: unknown) => void;
  ctx: Ctx;
}) {
  const { t } = useI18n();
  const inputId = useId();
  const files = Array.isArray(value) ? (value as FileRef[]) : [];
  const [busy, setBusy] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const accept =
    field.accept === 'images' ? 'image/png,image/jpeg' : 'image/png,image/jpeg,application/pdf,.docx,.xlsx';
  const pick = async (list: FileList | null) => {
    if (!list?.length) return;
    setProblem(null);
    let current = files;
    for (const file of Array.from(list)) {
      try {
        setBusy(0);
        const stored = await uploadFile(ctx.schoolId, ctx.sectionId, field.name, file, setBusy);
        current = [...current, stored];
        onChange(current);
      } catch (err) {
        setProblem(`${file.name}: ${(err as Error).message}`);
      } finally {
        setBusy(null);
      }
    }
  };
  return (
    <Shell id={field.name} field={field} ctx={ctx} asGroup>
      <div id={field.name} tabIndex={-1} className="space-y-3">
        {files.length === 0 && <p className="text-slate-700 dark:text-slate-300">{t('plan.form.noFiles')}</p>}
        <ul className="grid list-none gap-3 p-0 sm:grid-cols-2">
          {files.map((f) => (
            <li
              key={f.id}
              className="flex items-center gap-3 rounded-md border border-slate-300 p-2 dark:border-slate-600"
            >
              {f.mime.startsWith('image/') ? (
                <img
                  src={fileUrl(ctx.schoolId, f.id)}
                  alt=""
                  className="size-16 shrink-0 rounded object-cover"
                />
              ) : (
                <FileText aria-hidden="true" className="size-10 shrink-0 text-slate-600" />
              )}
              <span className="min-w-0 flex-1">
                <a
                  href={fileUrl(ctx.schoolId, f.id)}
                  target="_blank"
                  rel="noreferrer"
                  className="break-all underline"
                >
                  {f.name}
                </a>
                <span className="block text-sm text-slate-600 dark:text-slate-400">
                  {formatBytes(f.size)}
                </span>
              </span>
              {!ctx.readOnly && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onChange(files.filter((x) => x.id !== f.id))}
                  aria-label={t('plan.form.removeFile', { name: f.name })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              )}
            </li>
          ))}
        </ul>
        {!ctx.readOnly && (
          <div>
            <label
              htmlFor={inputId}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 font-medium hover:bg-slate-100 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700 dark:border-slate-600 dark:bg-slate-900 dark:hover:bg-slate-800"
            >
              {field.accept === 'images' ? (
                <ImageIcon aria-hidden="true" className="size-4" />
              ) : (
                <Upload aria-hidden="true" className="size-4" />
              )}
              {field.accept === 'images' ? t('plan.form.addPhotos') : t('plan.form.addFiles')}
              <input
                id={inputId}
                type="file"
                multiple
                accept={accept}
                className="sr-only"
                onChange={(e) => {
                  void pick(e.target.files);
                  e.target.value = '';
                }}
              />
            </label>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {field.accept === 'images' ? t('plan.form.imagesAllowed') : t('plan.form.documentsAllowed')}
            </p>
          </div>
        )}
        <div aria-live="polite" className="text-sm">
          {busy !== null && t('plan.form.uploading', { percent: Math.round(busy * 100) })}
        </div>
        {problem && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {problem}
          </p>
        )}
      </div>
    </Shell>
  );
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${Math.round(n / 1024)} KB`;
  return `${(n / (1024 * 1024)).toFixed(1)} MB`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "a tank", "an action", "a unit": the article a row's name takes in English. */
function withArticle(item: string): string {
  return `${/^[aeio]|^u(?!ni)/.test(item) ? 'an' : 'a'} ${item}`;
}
