/**
 * The section editor's draft and its saving: debounced autosave, an explicit save, the version the
 * draft was based on, 409 handling (the current version is fetched so the user can choose), and a copy
 * of unsaved changes in this browser so a crash or a closed tab loses nothing.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ZodError } from 'zod';
import { schemaFor } from '../../../domain/plan/forms';
import { ApiError } from '../../lib/api';
import { afterPlanChange } from '../progress/api';
import { fetchSection, planKeys, type SectionState, saveSection } from './api';
import type { Content, Errors } from './section-form';

export const AUTOSAVE_DELAY_MS = 1200;

export type SaveState =
  | { kind: 'clean' }
  | { kind: 'dirty' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string }
  /** `base`: the answers the user's edits started from (null when not known: a restored draft of another version). */
  | { kind: 'conflict'; theirs: SectionState; base: Content | null };

interface Draft {
  content: Content;
  baseVersion: number;
  at: string;
}

const draftKey = (schoolId: string, sectionId: string) => `waikura-draft:${schoolId}:${sectionId}`;

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

function errorsFrom(error: ZodError): Errors {
  const out: Errors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function useSectionEditor(
  schoolId: string,
  sectionId: string,
  initial: SectionState,
  canEdit: boolean,
) {
  const qc = useQueryClient();
  const key = draftKey(schoolId, sectionId);
  const [content, setContent] = useState<Content>(initial.content);
  const [state, setState] = useState<SaveState>({ kind: 'clean' });
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [saved, setSaved] = useState<SectionState>(initial);
  const [pendingDraft, setPendingDraft] = useState<Draft | null>(() => {
    const d = readDraft(key);
    return d && !same(d.content, initial.content) ? d : null;
  });

  const version = useRef(initial.version);
  const lastSent = useRef<Content>(initial.content);
  /** The answers stored at `version`: what the user's edits started from, for the merge after a 409. */
  const baseContent = useRef<Content | null>(initial.content);
  const contentRef = useRef(content);
  contentRef.current = content;
  const inFlight = useRef(false);
  const again = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const conflict = useRef(false);

  const validation = useMemo(() => schemaFor(sectionId).safeParse(content), [sectionId, content]);
  const clientErrors = useMemo(() => (validation.success ? {} : errorsFrom(validation.error)), [validation]);
  const errors = useMemo(() => {
    const all: Errors = { ...serverErrors, ...clientErrors };
    if (showAll) return all;
    const out: Errors = {};
    for (const [k, v] of Object.entries(all)) if (touched.has(k.split('.')[0]!)) out[k] = v;
    return out;
  }, [serverErrors, clientErrors, touched, showAll]);

  const save = useCallback(async (): Promise<void> => {
    if (!canEdit || conflict.current) return;
    if (timer.current) clearTimeout(timer.current);
    if (inFlight.current) {
      again.current = true;
      return;
    }
    const sending = contentRef.current;
    if (same(sending, lastSent.current)) {
      setState((s) => (s.kind === 'dirty' || s.kind === 'invalid' ? { kind: 'clean' } : s));
      return;
    }
    const parsed = schemaFor(sectionId).safeParse(sending);
    if (!parsed.success) {
      setState({ kind: 'invalid' });
      return;
    }
    inFlight.current = true;
    setState({ kind: 'saving' });
    try {
      const res = await saveSection(schoolId, sectionId, version.current, parsed.data);
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
      afterPlanChange(qc, schoolId, res);
      if (same(contentRef.current, sending)) writeDraft(key, null);
      setState({ kind: 'saved', at: new Date() });
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        conflict.current = true;
        try {
          const theirs = await fetchSection(schoolId, sectionId);
          setState({ kind: 'conflict', theirs, base: baseContent.current });
        } catch (e) {
          conflict.current = false;
          setState({ kind: 'failed', message: (e as Error).message });
        }
      } else if (err instanceof ApiError && err.fields) {
        setServerErrors(err.fields);
        setShowAll(true);
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
  }, [canEdit, key, qc, schoolId, sectionId]);

  const setField = useCallback(
    (name: string, value: unknown) => {
      setContent((c) => {
        const next = { ...c, [name]: value };
        writeDraft(key, { content: next, baseVersion: version.current, at: new Date().toISOString() });
        return next;
      });
      setTouched((t) => (t.has(name) ? t : new Set(t).add(name)));
      setServerErrors((e) => {
        const rest = Object.fromEntries(Object.entries(e).filter(([k]) => k.split('.')[0] !== name));
        return Object.keys(rest).length === Object.keys(e).length ? e : rest;
      });
      if (!conflict.current) {
        setState({ kind: 'dirty' });
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
      }
    },
    [key, save],
  );

  /** The explicit save: shows every problem, and saves now. */
  const saveNow = useCallback(() => {
    setShowAll(true);
    void save();
  }, [save]);

  /** After a 409: the user's choices become the draft, based on the version they saw. */
  const resolveConflict = useCallback(
    (merged: Content, theirs: SectionState) => {
      conflict.current = false;
      version.current = theirs.version;
      lastSent.current = theirs.content;
      baseContent.current = theirs.content;
      setSaved(theirs);
      setContent(merged);
      contentRef.current = merged;
      writeDraft(key, { content: merged, baseVersion: theirs.version, at: new Date().toISOString() });
      void save();
    },
    [key, save],
  );

  const restoreDraft = useCallback(() => {
    if (!pendingDraft) return;
    // The draft keeps the version it was based on: if someone saved since, the save meets a 409 and the
    // user chooses, as for any other conflict.
    if (pendingDraft.baseVersion !== version.current) baseContent.current = null;
    version.current = pendingDraft.baseVersion;
    setContent(pendingDraft.content);
    contentRef.current = pendingDraft.content;
    setTouched(new Set(Object.keys(pendingDraft.content)));
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

  const dirty =
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
    state,
    errors,
    allErrors: { ...serverErrors, ...clientErrors },
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
