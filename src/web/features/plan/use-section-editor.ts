/**
 * The section editor's draft and its saving: debounced autosave, an explicit save, the version the
 * draft was based on, 409 handling (the answers saved meanwhile are merged in; only an answer both
 * people changed is asked about), and a copy of unsaved changes in this browser so a crash or a closed
 * tab loses nothing.
 *
 * An answer that is not valid yet never holds back the others: every save sends what can be saved
 * (`savableContent`), the unfinished answer stays in its field and in the browser's copy, and its
 * message shows at the field once the person leaves it or pauses. Nothing here moves focus; the page
 * moves it to the error summary only after an explicit "Save now" that could not save everything.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { sameJson } from '../../../domain/canonical-json';
import { fieldSchema, type SectionForm, sectionFields } from '../../../domain/plan/fields';
import { formFor } from '../../../domain/plan/forms';
import { mergeSection } from '../../../domain/plan/merge';
import { type Savable, savableContent } from '../../../domain/plan/savable';
import { useI18n } from '../../i18n';
import { ApiError } from '../../lib/api';
import { nextTask } from '../../lib/next-task';
import { afterPlanChange } from '../progress';
import { fetchSection, planKeys, type SectionState, saveSection } from './api';
import type { Content, Errors } from './section-form';

export const AUTOSAVE_DELAY_MS = 1200;

export type SaveState =
  | { kind: 'clean' }
  | { kind: 'dirty' }
  | { kind: 'saving' }
  /** `unsaved`: answers not valid yet, kept in the field and this browser, not sent. */
  | { kind: 'saved'; at: Date; unsaved: number }
  /** Nothing to send: the only changes are answers that are not valid yet. */
  | { kind: 'invalid'; unsaved: number }
  | { kind: 'failed'; message: string }
  /** `base`: the answers the user's edits started from (null when not known: a restored draft of another version). */
  | { kind: 'conflict'; theirs: SectionState; base: Content | null };

interface Draft {
  content: Content;
  baseVersion: number;
  /** The answers stored at `baseVersion` (as this browser saved or loaded them): the merge's base. */
  base?: Content;
  at: string;
}

const draftOf = (content: Content, baseVersion: number, base: Content): Draft => ({
  content,
  baseVersion,
  base,
  at: new Date().toISOString(),
});

/** Where this browser keeps a section's unsaved answers (the server's render of a section names it too). */
export const draftKey = (schoolId: string, sectionId: string) => `waikura-draft:${schoolId}:${sectionId}`;

function readDraft(key: string): Draft | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Draft) : null;
  } catch {
    return null;
  }
}

function writeDraft(key: string, draft: Draft | null) {
  try {
    if (draft) localStorage.setItem(key, JSON.stringify(draft));
    else localStorage.removeItem(key);
  } catch {
    /* storage full or private mode: the server copy is what counts */
  }
}

/**
 * The last check of each answers object (answers are never changed in place: each keystroke makes a new
 * object), with the form and the stored answers it was checked against. The check of a whole section
 * (every answer through its schema) is asked for by the render and again by the save that follows a
 * pause, for the same answers; and for a page the server rendered it is made before the page is hydrated,
 * in a task of its own (`prepareSectionEditor`), not inside the editor's first render (decision 056).
 */
const checks = new WeakMap<Content, { form: SectionForm; saved: Content; savable: Savable }>();

function savable(form: SectionForm, content: Content, saved: Content): Savable {
  const known = checks.get(content);
  if (known && known.form === form && known.saved === saved) return known.savable;
  const result = savableContent(form, content, saved);
  checks.set(content, { form, saved, savable: result });
  return result;
}

/** How many of a section's fields have their schemas made in one task by `prepareSectionEditor`. */
const SCHEMAS_A_TASK = 4;

/**
 * Checks a section's stored answers ahead of the editor's first render, which then finds the check made
 * (same answers object). src/web/main.tsx calls it, through the section route, before hydrating a
 * section the server rendered. The fields' schemas are made first, a few a task: made with the check, in
 * one task, they were about two thirds of a task of 18–24 ms in Lighthouse's traces of section 1.1
 * (decision 058).
 */
export async function prepareSectionEditor(sectionId: string, stored: Content): Promise<void> {
  const form = formFor(sectionId);
  const fields = sectionFields(form);
  for (let i = 0; i < fields.length; i += SCHEMAS_A_TASK) {
    for (const field of fields.slice(i, i + SCHEMAS_A_TASK)) fieldSchema(field);
    await nextTask();
  }
  savable(form, stored, stored);
}

/** Same answers, whatever order their keys were set in. */
const same = sameJson;

/** Is an error at `key` ("phone", "contacts.0.email") to be shown, given the answers revealed so far? */
function isRevealed(key: string, revealed: ReadonlySet<string>): boolean {
  if (revealed.has(key)) return true;
  const parts = key.split('.');
  // A row's or cell's message shows once its row field was revealed as a whole (after a pause).
  return revealed.has(parts[0]!);
}

export function useSectionEditor(
  schoolId: string,
  sectionId: string,
  initial: SectionState,
  canEdit: boolean,
  /** Told when a stale save was merged with answers someone else saved meanwhile (their name). */
  onMerged: (name: string | null) => void,
) {
  const qc = useQueryClient();
  // The interface's words for the badges a save earns, read when the save returns.
  const words = useI18n();
  const i18n = useRef(words);
  i18n.current = words;
  const key = draftKey(schoolId, sectionId);
  const form = formFor(sectionId);
  const [content, setContent] = useState<Content>(initial.content);
  const [state, setState] = useState<SaveState>({ kind: 'clean' });
  const [serverErrors, setServerErrors] = useState<Errors>({});
  /** Paths whose message may show: left by the person, or paused on. */
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  /** After an explicit save: every message shows, and the error summary with them. */
  const [showAll, setShowAll] = useState(false);
  /** Counts explicit saves that could not save everything: the page moves focus to the summary on each. */
  const [summaryFocus, setSummaryFocus] = useState(0);
  const [saved, setSaved] = useState<SectionState>(initial);
  const [pendingDraft, setPendingDraft] = useState<Draft | null>(() => {
    const d = readDraft(key);
    return d && !same(d.content, initial.content) ? d : null;
  });

  const version = useRef(initial.version);
  /** What the server stores at `version` (as this browser sent it): the fallback for unfinished answers. */
  const lastSent = useRef<Content>(initial.content);
  /** The answers stored at `version`: what the user's edits started from, for the merge after a 409. */
  const baseContent = useRef<Content | null>(initial.content);
  const contentRef = useRef(content);
  contentRef.current = content;
  const inFlight = useRef(false);
  const again = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const conflict = useRef(false);
  /** Answers changed since the last pause: their messages show when the typing stops. */
  const typed = useRef(new Set<string>());
  /** A merge was applied to the answers: save once it is rendered. */
  const saveAfterRender = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `lastSent` (a ref) changes with `saved`, after each save
  const unsaved = useMemo(() => savable(form, content, lastSent.current).unsaved, [form, content, saved]);
  const errors = useMemo(() => {
    const all: Errors = { ...serverErrors, ...unsaved };
    if (showAll) return all;
    return Object.fromEntries(Object.entries(all).filter(([k]) => isRevealed(k, revealed)));
  }, [serverErrors, unsaved, revealed, showAll]);

  const save = useCallback(async (): Promise<void> => {
    if (!canEdit || conflict.current) return;
    if (timer.current) clearTimeout(timer.current);
    if (inFlight.current) {
      again.current = true;
      return;
    }
    const current = contentRef.current;
    const { content: sending, unsaved: notYet } = savable(form, current, lastSent.current);
    const waiting = Object.keys(notYet).length;
    if (same(sending, lastSent.current)) {
      setState((s) =>
        waiting
          ? s.kind === 'saved'
            ? { ...s, unsaved: waiting }
            : { kind: 'invalid', unsaved: waiting }
          : s.kind === 'dirty' || s.kind === 'invalid'
            ? { kind: 'clean' }
            : s.kind === 'saved'
              ? { ...s, unsaved: 0 }
              : s,
      );
      if (!waiting && same(current, sending)) writeDraft(key, null);
      return;
    }
    inFlight.current = true;
    setState({ kind: 'saving' });
    try {
      const res = await saveSection(schoolId, sectionId, version.current, sending);
      version.current = res.version;
      lastSent.current = sending;
      baseContent.current = res.content;
      setServerErrors({});
      setSaved(res);
      qc.setQueryData(planKeys.section(schoolId, sectionId), (old: unknown) =>
        old ? { ...(old as object), ...res, content: res.content } : old,
      );
      void qc.invalidateQueries({ queryKey: planKeys.overview(schoolId) });
      void qc.invalidateQueries({ queryKey: planKeys.revisions(schoolId, sectionId) });
      void qc.invalidateQueries({ queryKey: planKeys.revisions(schoolId) });
      afterPlanChange(qc, schoolId, res, i18n.current);
      // The browser's copy goes only when everything typed is stored; else it is based on this version.
      if (same(contentRef.current, sending)) writeDraft(key, null);
      else writeDraft(key, draftOf(contentRef.current, res.version, sending));
      setState({ kind: 'saved', at: new Date(), unsaved: waiting });
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        conflict.current = true;
        try {
          const theirs = await fetchSection(schoolId, sectionId);
          const base = baseContent.current;
          const { clashes } = mergeSection(form, base, contentRef.current, theirs.content);
          if (clashes.length === 0) {
            // Different answers changed: both are kept, nobody is asked. The merge is made from the
            // answers as they are when React applies it (keystrokes typed meanwhile included), and the
            // save follows once that is rendered.
            conflict.current = false;
            version.current = theirs.version;
            lastSent.current = theirs.content;
            baseContent.current = theirs.content;
            setSaved(theirs);
            again.current = false;
            saveAfterRender.current = true;
            setContent((mine) => {
              const merged = mergeSection(form, base, mine, theirs.content).merged;
              writeDraft(key, draftOf(merged, theirs.version, theirs.content));
              return merged;
            });
            onMerged(theirs.updatedByName);
          } else setState({ kind: 'conflict', theirs, base });
        } catch (e) {
          conflict.current = false;
          setState({ kind: 'failed', message: (e as Error).message });
        }
      } else if (err instanceof ApiError && err.fields) {
        setServerErrors(err.fields);
        setState({ kind: 'failed', message: err.message });
      } else {
        setState({ kind: 'failed', message: (err as Error).message });
      }
    } finally {
      inFlight.current = false;
      if (again.current && !conflict.current) {
        again.current = false;
        void save();
      }
    }
  }, [canEdit, form, key, onMerged, qc, schoolId, sectionId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the merged answers are rendered
  useEffect(() => {
    if (!saveAfterRender.current) return;
    saveAfterRender.current = false;
    void save();
  }, [content, save]);

  const setField = useCallback(
    (name: string, value: unknown) => {
      setContent((c) => {
        const next = { ...c, [name]: value };
        writeDraft(key, draftOf(next, version.current, lastSent.current));
        return next;
      });
      typed.current.add(name);
      setServerErrors((e) => {
        const rest = Object.fromEntries(Object.entries(e).filter(([k]) => k.split('.')[0] !== name));
        return Object.keys(rest).length === Object.keys(e).length ? e : rest;
      });
      if (!conflict.current) {
        setState({ kind: 'dirty' });
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          // A pause: the messages of what was typed may show now (focus stays where it is).
          const paused = [...typed.current];
          typed.current.clear();
          setRevealed((r) => (paused.every((p) => r.has(p)) ? r : new Set([...r, ...paused])));
          void save();
        }, AUTOSAVE_DELAY_MS);
      }
    },
    [key, save],
  );

  /** The person left a field: its message (if any) shows. `path` is the control's id. */
  const reveal = useCallback((path: string) => {
    setRevealed((r) => (r.has(path) ? r : new Set(r).add(path)));
  }, []);

  /** The explicit save: saves what can be saved now, and shows every problem (the summary takes focus). */
  const saveNow = useCallback(() => {
    setShowAll(true);
    const { unsaved: notYet } = savable(form, contentRef.current, lastSent.current);
    if (Object.keys(notYet).length || Object.keys(serverErrors).length) setSummaryFocus((n) => n + 1);
    void save();
  }, [form, save, serverErrors]);

  /** After a 409 with answers both changed: the user's choices become the draft, based on the version they saw. */
  const resolveConflict = useCallback(
    (merged: Content, theirs: SectionState) => {
      conflict.current = false;
      version.current = theirs.version;
      lastSent.current = theirs.content;
      baseContent.current = theirs.content;
      setSaved(theirs);
      setContent(merged);
      contentRef.current = merged;
      writeDraft(key, draftOf(merged, theirs.version, theirs.content));
      void save();
    },
    [key, save],
  );

  const restoreDraft = useCallback(() => {
    if (!pendingDraft) return;
    // The draft keeps the version it was based on: if someone saved since, the save meets a 409 and is
    // merged, or the user chooses, as for any other conflict.
    if (pendingDraft.base) {
      baseContent.current = pendingDraft.base;
      lastSent.current = pendingDraft.base;
    } else if (pendingDraft.baseVersion !== version.current) baseContent.current = null;
    version.current = pendingDraft.baseVersion;
    setContent(pendingDraft.content);
    contentRef.current = pendingDraft.content;
    setRevealed(new Set(Object.keys(pendingDraft.content)));
    setPendingDraft(null);
    setState({ kind: 'dirty' });
    timer.current = setTimeout(() => void save(), 0);
  }, [pendingDraft, save]);

  const discardDraft = useCallback(() => {
    writeDraft(key, null);
    setPendingDraft(null);
  }, [key]);

  /** After a restore from history: the editor starts again from the server's state. */
  const reset = useCallback((next: SectionState) => {
    version.current = next.version;
    lastSent.current = next.content;
    baseContent.current = next.content;
    setSaved(next);
    setContent(next.content);
    setState({ kind: 'clean' });
  }, []);

  /**
   * After a status set by hand: the section's status and figures change, its answers and their version do
   * not (the server keeps the content version), so what the user is typing stays, and goes on saving.
   */
  const statusChanged = useCallback((next: SectionState) => {
    setSaved((s) => ({ ...s, ...next, content: s.content, version: s.version }));
  }, []);

  const unsavedCount = Object.keys(unsaved).length;
  const dirty =
    unsavedCount > 0 ||
    state.kind === 'dirty' ||
    state.kind === 'saving' ||
    state.kind === 'invalid' ||
    state.kind === 'failed' ||
    state.kind === 'conflict';
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // Leaving the page with a save pending: it is sent now rather than dropped.
  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        void save();
      }
    },
    [save],
  );

  return {
    content,
    setField,
    reveal,
    state,
    errors,
    /** Paths of the answers that are not saved because they are not valid yet. */
    unsaved,
    showSummary: showAll,
    summaryFocus,
    saveNow,
    retry: saveNow,
    resolveConflict,
    pendingDraft,
    restoreDraft,
    discardDraft,
    saved,
    reset,
    statusChanged,
    version: () => version.current,
  };
}
