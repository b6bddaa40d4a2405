/**
 * Landing on a field from a compliance link (`?highlight=<field>` or `?highlight=section`): the field, or
 * the whole section form, is scrolled into view, focused and highlighted, for 10 s (a field) or 15 s (a
 * section), and can be dismissed sooner (plan specification 4.7: "a field highlight lasts 10 s and a
 * section highlight 15 s; highlight events can be cleared"). A field that is not on the form (hidden by an
 * earlier answer, or unknown) highlights the section instead, so the link never lands on nothing.
 */
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

export const FIELD_HIGHLIGHT_MS = 10_000;
export const SECTION_HIGHLIGHT_MS = 15_000;
export const HIGHLIGHT_PARAM = 'highlight';

export type Highlight = { kind: 'field'; name: string } | { kind: 'section' };

export function useHighlight(formRef: RefObject<HTMLElement | null>) {
  const [params, setParams] = useSearchParams();
  const requested = params.get(HIGHLIGHT_PARAM);
  const [highlight, setHighlight] = useState<Highlight | null>(null);
  const setParamsRef = useRef(setParams);
  setParamsRef.current = setParams;

  useEffect(() => {
    if (!requested) return;
    const onForm =
      requested !== 'section' && document.querySelector(`[data-field="${CSS.escape(requested)}"]`) !== null;
    setHighlight(onForm ? { kind: 'field', name: requested } : { kind: 'section' });
  }, [requested]);

  const target = useCallback(
    (h: Highlight) => (h.kind === 'field' ? document.getElementById(h.name) : formRef.current),
    [formRef],
  );

  /** Ends the highlight; the address loses its `highlight` (a reload does not start it again). */
  const end = useCallback(() => {
    setHighlight(null);
    setParamsRef.current(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete(HIGHLIGHT_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, []);

  /** "Dismiss": ends it now and leaves the keyboard where the highlight was. */
  const dismiss = useCallback(() => {
    const h = highlight;
    end();
    if (h) target(h)?.focus({ preventScroll: true });
  }, [end, highlight, target]);

  useEffect(() => {
    if (!highlight) return;
    const el = target(highlight);
    if (el) {
      // A field is brought to the middle of the screen; a section from its top, where its note is.
      el.scrollIntoView({ block: highlight.kind === 'field' ? 'center' : 'start' });
      el.focus({ preventScroll: true });
    }
    const timer = setTimeout(end, highlight.kind === 'field' ? FIELD_HIGHLIGHT_MS : SECTION_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlight, end, target]);

  return {
    /** The highlighted field's name, if a field is highlighted. */
    field: highlight?.kind === 'field' ? highlight.name : null,
    section: highlight?.kind === 'section',
    dismiss,
  };
}
