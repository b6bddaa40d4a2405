/**
 * A prerendered page (sign-in, the calculators) takes typing before the app's script has arrived. When
 * the app cannot hydrate it (te reo Māori, a dark theme: its first render differs from the prerender) it
 * draws the page afresh, with new, empty fields. What was typed is read before, and given to the new
 * fields after, as typing: an `input` event, so React and the form library see it (decision 048).
 * When it does hydrate the page, React gives each controlled field the value of its state, dropping what
 * was typed before that field was hydrated: `keepTypedThroughHydration` gives it back (decision 049).
 */

/**
 * A field's id, what was typed into it, what the page was drawn with in it (a plan section's stored answer,
 * or empty), and where the caret was when it had the focus.
 */
export interface TypedField {
  id: string;
  value: string;
  drawn: string;
  selection: [number, number] | null;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** The inputs that hold typed text (not buttons, boxes, files or hidden values). */
const TEXT_TYPES = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'number', 'date', '']);

function isTextField(el: Element): el is TextField {
  if (el instanceof HTMLTextAreaElement) return true;
  return el instanceof HTMLInputElement && TEXT_TYPES.has(el.getAttribute('type') ?? '');
}

/** What was typed into the fields under `container` (fields with an id, changed from the prerender). */
export function typedFields(container: HTMLElement): TypedField[] {
  const focused = document.activeElement;
  const typed: TypedField[] = [];
  for (const el of container.querySelectorAll('input[id], textarea[id]')) {
    if (!isTextField(el) || el.value === el.defaultValue) continue;
    const selection: [number, number] | null =
      el !== focused
        ? null
        : el.selectionStart !== null && el.selectionEnd !== null
          ? [el.selectionStart, el.selectionEnd]
          : [el.value.length, el.value.length]; // an e-mail field has no selection to read: its end
    typed.push({ id: el.id, value: el.value, drawn: el.defaultValue, selection });
  }
  // The focus, also on a field not typed into: the person's next key goes there.
  if (focused instanceof HTMLElement && focused.id && container.contains(focused) && isTextField(focused)) {
    if (!typed.some((t) => t.id === focused.id)) {
      const end = focused.value.length;
      typed.push({ id: focused.id, value: focused.value, drawn: focused.value, selection: [end, end] });
    }
  }
  return typed;
}

/** Types `value` into a field: its own setter, then an `input` event, so React sees a change. */
function typeInto(el: TextField, value: string): void {
  // The element's own setter: React tracks the value it last set, and an `input` event with a value it did
  // not set is what it reports as a change.
  const proto =
    el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

function putCaret(el: TextField, selection: [number, number]): void {
  try {
    el.setSelectionRange(selection[0], selection[1]);
  } catch {
    // Some types (email, number) have no selection: the caret stays at the end.
  }
}

/**
 * Gives the fields drawn afresh under `container` what was typed, and the focus back where it was. A field
 * that shows what the page was drawn with, or nothing, gets the typing, also when it added to an answer
 * already there or emptied it (a plan section rendered by the server, drawn afresh for a browser keeping
 * a draft, decision 052). A field the app drew with something else is left as the app drew it.
 */
export function restoreTyped(container: HTMLElement, typed: readonly TypedField[]): void {
  for (const { id, value, drawn, selection } of typed) {
    const el = container.querySelector(`#${CSS.escape(id)}`);
    if (!el || !isTextField(el)) continue;
    if (value !== drawn && el.value !== value && (el.value === drawn || el.value === '')) typeInto(el, value);
    if (selection) {
      el.focus();
      putCaret(el, selection);
    }
  }
}

/**
 * Keeps what is typed into the fields under `container` before React has hydrated them (typed before the
 * app's script ran, or while it hydrated). Hydration leaves the typed text on screen, but React's state
 * holds the rendered value and its value tracker takes the typed text as already seen, so no change is
 * reported and the next render of the field puts the rendered value back. The fields typed into are the
 * ones changed when this is called and those that get an `input` event until `hydrated` settles; each is
 * then typed into again with its last typed value, as a change React sees (the tracker first told the
 * field was emptied), with the caret where it was. A field set by the app's own code is not touched.
 */
export function keepTypedThroughHydration(container: HTMLElement, hydrated: Promise<void>): void {
  const last = new Map<TextField, string>();
  for (const { id, value } of typedFields(container)) {
    const el = container.querySelector(`#${CSS.escape(id)}`);
    if (el && isTextField(el) && value !== '') last.set(el, value);
  }
  const onInput = (event: Event) => {
    const el = event.target;
    if (el instanceof Element && isTextField(el) && container.contains(el)) last.set(el, el.value);
  };
  container.addEventListener('input', onInput, true);
  void hydrated.then(() => {
    container.removeEventListener('input', onInput, true);
    for (const [el, value] of last) {
      if (!el.isConnected) continue;
      const focused = document.activeElement === el;
      const selection: [number, number] | null =
        focused && el.selectionStart !== null && el.selectionEnd !== null && el.value === value
          ? [el.selectionStart, el.selectionEnd]
          : null;
      // The instance's setter is React's tracker: it now holds the empty value, so the typing is a change.
      el.value = '';
      typeInto(el, value);
      if (focused) putCaret(el, selection ?? [value.length, value.length]);
    }
  });
}
