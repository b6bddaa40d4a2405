/**
 * What every page that edits a plan section with the plan's editor shares: the section page and the
 * engagement tracker (decision 041). Loading the school and the section, the editor with its messages at
 * unsaved answers and the question before leaving with answers that cannot be saved, the draft found in
 * this browser, and the sticky save bar.
 */
import { Save } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { type Blocker, useBlocker, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Alert, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { formatNz } from '../../i18n/dates';
import type { MessageKey } from '../../i18n/en';
import { setSaveBarHeight } from '../../lib/save-bar-height';
import { toast } from '../../lib/toast';
import { AccessProblem, useSchool } from '../school';
import { type SectionState, useSection } from './api';
import { type SaveState, useSectionEditor } from './use-section-editor';

export interface LoadedSection {
  /** The school's id: the plan API takes it. */
  schoolId: string;
  /** The school as the address names it (id or slug): links keep the form the user came in by. */
  linkSchool: string;
  schoolName: string;
  initial: SectionState;
  canEdit: boolean;
}

/** Loads the school named in the address and one of its plan's sections, then draws `children` with them. */
export function SectionLoader({
  sectionId,
  loadFailed,
  children,
}: {
  sectionId: string;
  /** The message when the section cannot be read, with `{message}`. */
  loadFailed: MessageKey;
  children: (loaded: LoadedSection) => ReactNode;
}) {
  const { schoolId = '' } = useParams();
  const { t } = useI18n();
  const school = useSchool(schoolId);
  // The plan API takes the school's id; a slug in the address is resolved by the school query first.
  const id = school.data?.school.id ?? '';
  const section = useSection(id, sectionId);
  if (school.isError) return <AccessProblem error={school.error} />;
  if (school.isPending || (id && section.isPending)) return <Spinner label={t('common.loading')} />;
  if (section.isError)
    return (
      <Alert tone="error" role="alert" title={t(loadFailed, { message: section.error.message })}>
        <Button variant="secondary" onClick={() => void section.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  if (!section.data) return <Spinner label={t('common.loading')} />;
  return children({
    schoolId: id,
    linkSchool: schoolId,
    schoolName: school.data.school.name,
    initial: section.data,
    canEdit: section.data.canEdit,
  });
}

/**
 * The plan's editor for one section, with what its pages show around it: the messages at answers (an
 * answer not saved says so, and that it is kept in this browser), and a blocker that asks before leaving
 * while answers cannot be saved as they are (a wrong answer, a failed save, a clash with another editor).
 * Pending good answers are saved on the way out.
 */
export function useSectionEditing(
  schoolId: string,
  sectionId: string,
  initial: SectionState,
  canEdit: boolean,
) {
  const { t } = useI18n();
  const onMerged = useCallback(
    (name: string | null) => {
      if (name) toast.info(t('plan.conflict.merged', { name }), { id: `merged-${sectionId}` });
    },
    [sectionId, t],
  );
  const editor = useSectionEditor(schoolId, sectionId, initial, canEdit, onMerged);
  const stuck =
    Object.keys(editor.unsaved).length > 0 ||
    editor.state.kind === 'invalid' ||
    editor.state.kind === 'failed' ||
    editor.state.kind === 'conflict';
  const fieldErrors = Object.fromEntries(
    Object.entries(editor.errors).map(([k, v]) => [
      k,
      k in editor.unsaved ? `${v} ${t('plan.save.fieldNotSaved')}` : v,
    ]),
  );
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => stuck && currentLocation.pathname !== nextLocation.pathname,
  );
  return { editor, fieldErrors, blocker };
}

type Editor = ReturnType<typeof useSectionEditor>;

/** A draft of this section kept in this browser from an earlier visit: restore it or let it go. */
export function DraftAlert({ editor }: { editor: Editor }) {
  const { t } = useI18n();
  if (!editor.pendingDraft) return null;
  return (
    <Alert
      tone="warning"
      role="alert"
      title={t('plan.save.draftFound', {
        when: formatNz('datetime', new Date(editor.pendingDraft.at), { timeZone: 'Pacific/Auckland' }),
      })}
    >
      <div className="mt-2 flex flex-wrap gap-3">
        <Button onClick={editor.restoreDraft}>{t('plan.save.draftRestore')}</Button>
        <Button variant="secondary" onClick={editor.discardDraft}>
          {t('plan.save.draftDiscard')}
        </Button>
      </div>
    </Alert>
  );
}

/** The save button and the save state, kept in view at the bottom of the form while it scrolls. */
export function SaveBar({ editor }: { editor: Editor }) {
  const { t } = useI18n();
  const saveBar = useStickyBarPadding();
  return (
    <div
      ref={saveBar}
      data-sticky-save
      className="sticky bottom-0 z-10 -mx-2 flex flex-wrap items-center gap-4 border-t border-slate-200 bg-white px-2 py-3 dark:border-slate-700 dark:bg-slate-950"
    >
      <Button type="submit" busy={editor.state.kind === 'saving'}>
        <Save aria-hidden="true" className="size-4" />
        {t('plan.save.save')}
      </Button>
      <SaveIndicator
        state={editor.state}
        unsaved={Object.keys(editor.unsaved).length}
        onRetry={editor.retry}
      />
    </div>
  );
}

/** Asks before leaving a section whose answers could not be saved; they stay in this browser either way. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const open = blocker.state === 'blocked';
  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby="leave-title"
      aria-describedby="leave-text"
      onCancel={(e) => {
        e.preventDefault();
        blocker.reset?.();
      }}
      className="m-auto w-[calc(100%-1rem)] max-w-lg rounded-lg bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 id="leave-title" className="text-xl font-semibold">
        {t('plan.leave.title')}
      </h2>
      <p id="leave-text" className="mt-2">
        {t('plan.leave.text')}
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button autoFocus onClick={() => blocker.reset?.()}>
          {t('plan.leave.stay')}
        </Button>
        <Button variant="secondary" onClick={() => blocker.proceed?.()}>
          {t('plan.leave.go')}
        </Button>
      </div>
    </dialog>
  );
}

/**
 * Keeps the sticky save bar from hiding the focused answer (WCAG 2.2, 2.4.11): the page's scroll padding
 * at the bottom follows the bar's height (it wraps on a narrow phone), so whatever the browser scrolls
 * into view on focus stays above the bar. The floating buttons are lifted above it too
 * (`setSaveBarHeight`). The scroll padding is not inherited: writing it on <html> restyles <html> alone.
 */
export function useStickyBarPadding() {
  const observer = useRef<ResizeObserver | null>(null);
  return useCallback((bar: HTMLDivElement | null) => {
    observer.current?.disconnect();
    const root = document.documentElement;
    if (!bar) {
      root.style.removeProperty('scroll-padding-bottom');
      setSaveBarHeight(0);
      return;
    }
    // Set from the observer's first report (after layout, before that frame is painted) and then only when
    // the height changes: reading offsetHeight here forced a layout of the whole page inside React's
    // commit (issue 21, decision 030).
    let last = -1;
    observer.current = new ResizeObserver((entries) => {
      const box = entries[0]?.borderBoxSize?.[0];
      const height = box ? Math.round(box.blockSize) : bar.offsetHeight;
      if (height === last) return;
      last = height;
      root.style.setProperty('scroll-padding-bottom', `${height + 16}px`);
      setSaveBarHeight(height);
    });
    observer.current.observe(bar);
  }, []);
}

export function SaveIndicator({
  state,
  unsaved,
  onRetry,
}: {
  state: SaveState;
  /** Answers not saved because they are not valid yet. */
  unsaved: number;
  onRetry: () => void;
}): ReactNode {
  const { t } = useI18n();
  let text = '';
  let tone = 'text-slate-700 dark:text-slate-300';
  switch (state.kind) {
    case 'saving':
      text = t('plan.save.saving');
      break;
    case 'saved': {
      const time = formatNz('time', state.at, {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Pacific/Auckland',
      });
      if (unsaved > 0) {
        text = t('plan.save.savedExcept', { time, count: unsaved });
        tone = 'font-medium text-red-700 dark:text-red-400';
      } else text = t('plan.save.saved', { time });
      break;
    }
    case 'dirty':
      text = t('plan.save.unsaved');
      break;
    case 'invalid':
      text = t('plan.save.invalid', { count: unsaved || 1 });
      tone = 'font-medium text-red-700 dark:text-red-400';
      break;
    case 'failed':
      text = `${t('plan.save.notSaved')} — ${state.message}`;
      tone = 'font-medium text-red-700 dark:text-red-400';
      break;
    case 'conflict':
      text = t('plan.conflict.title');
      tone = 'font-medium text-amber-800 dark:text-amber-300';
      break;
    default:
      text = '';
  }
  return (
    <span className="flex flex-wrap items-center gap-3">
      <span role="status" aria-live="polite" className={tone} data-testid="save-state">
        {text}
      </span>
      {state.kind === 'failed' && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('plan.save.retry')}
        </Button>
      )}
    </span>
  );
}
