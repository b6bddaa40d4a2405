import { act, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { keepTypedThroughHydration, restoreTyped, typedFields } from './keep-typed';

function Form({ onEmail }: { onEmail: (v: string) => void }) {
  const [note, setNote] = useState('');
  return (
    <form>
      <input id="email" type="email" onChange={(e) => onEmail(e.target.value)} />
      <textarea id="note" value={note} onChange={(e) => setNote(e.target.value)} />
      <input id="untouched" type="text" />
      <p data-testid="note">{note}</p>
    </form>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('keeping what was typed into a prerendered page drawn afresh', () => {
  it('gives the new fields the typed text as typing, and the focus and caret back', () => {
    const container = document.createElement('div');
    document.body.append(container);
    // The prerendered page, typed into before the app arrived.
    container.innerHTML =
      '<form><input id="email" type="email"><textarea id="note"></textarea><input id="untouched" type="text"></form>';
    (container.querySelector('#email') as HTMLInputElement).value = 'principal@school.nz';
    const note = container.querySelector('#note') as HTMLTextAreaElement;
    note.value = 'Tank lid cracked';
    note.focus();
    note.setSelectionRange(4, 4);

    const typed = typedFields(container);
    expect(typed.map((t) => t.id)).toEqual(['email', 'note']);

    const seen: string[] = [];
    const root = createRoot(container);
    flushSync(() => root.render(<Form onEmail={(v) => seen.push(v)} />));
    restoreTyped(container, typed);

    expect((container.querySelector('#email') as HTMLInputElement).value).toBe('principal@school.nz');
    expect(seen).toEqual(['principal@school.nz']); // React saw it as a change
    expect(container.querySelector('[data-testid="note"]')?.textContent).toBe('Tank lid cracked'); // state too
    const newNote = container.querySelector('#note') as HTMLTextAreaElement;
    expect(document.activeElement).toBe(newNote);
    expect([newNote.selectionStart, newNote.selectionEnd]).toEqual([4, 4]);
    expect((container.querySelector('#untouched') as HTMLInputElement).value).toBe('');
    root.unmount();
  });

  it('keeps typing that added to an answer drawn in the field, or emptied it; a field the app drew otherwise stays', () => {
    // A plan section rendered by the server with the school's answers, drawn afresh for a browser keeping
    // a draft of it (decision 052).
    function Answers({ drawn }: { drawn: Record<string, string> }) {
      const [values, setValues] = useState(drawn);
      const field = (id: string) => (
        <textarea
          id={id}
          value={values[id]}
          onChange={(e) => setValues((v) => ({ ...v, [id]: e.target.value }))}
        />
      );
      return (
        <form>
          {field('added')}
          {field('emptied')}
          {field('redrawn')}
          {field('focused')}
          <p data-testid="values">{JSON.stringify(values)}</p>
        </form>
      );
    }
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML =
      '<form><textarea id="added">The tank ran low</textarea><textarea id="emptied">Old words</textarea>' +
      '<textarea id="redrawn">Server</textarea><textarea id="focused">Left alone</textarea></form>';
    const field = (id: string) => container.querySelector(`#${id}`) as HTMLTextAreaElement;
    field('added').value = 'The tank ran low in February';
    field('emptied').value = '';
    field('redrawn').value = 'Server, typed';
    field('focused').focus();
    field('focused').setSelectionRange(4, 4);

    const typed = typedFields(container);
    const root = createRoot(container);
    flushSync(() =>
      root.render(
        <Answers
          drawn={{
            added: 'The tank ran low',
            emptied: 'Old words',
            redrawn: 'The app drew this',
            focused: 'Left alone',
          }}
        />,
      ),
    );
    restoreTyped(container, typed);

    expect(JSON.parse(container.querySelector('[data-testid="values"]')!.textContent!)).toEqual({
      added: 'The tank ran low in February',
      emptied: '',
      redrawn: 'The app drew this',
      focused: 'Left alone',
    });
    expect(document.activeElement).toBe(field('focused'));
    root.unmount();
  });

  it('without it the fresh fields are empty (what this guards against)', () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = '<form><input id="email" type="email"></form>';
    (container.querySelector('#email') as HTMLInputElement).value = 'principal@school.nz';
    const root = createRoot(container);
    flushSync(() => root.render(<Form onEmail={() => undefined} />));
    expect((container.querySelector('#email') as HTMLInputElement).value).toBe('');
    root.unmount();
  });
});

describe('keeping what was typed into a page the app hydrates', () => {
  function Finder() {
    const [query, setQuery] = useState('');
    return (
      <div>
        <input id="find" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        <p data-testid="query">{query}</p>
      </div>
    );
  }

  async function hydrateTyped(keep: boolean) {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Finder />);
    const input = container.querySelector('#find') as HTMLInputElement;
    // Typed before the app took the page over.
    input.focus();
    input.value = 'back';
    input.setSelectionRange(2, 2);
    let hydrated!: () => void;
    const done = new Promise<void>((resolve) => {
      hydrated = resolve;
    });
    if (keep) keepTypedThroughHydration(container, done);
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, <Finder />);
    });
    hydrated();
    await act(async () => {
      await done;
    });
    return { container, input, root };
  }

  it('gives React the typed text as a change, keeping the focus and the caret', async () => {
    const { container, input, root } = await hydrateTyped(true);
    expect(container.querySelector('[data-testid="query"]')?.textContent).toBe('back');
    expect(input.value).toBe('back');
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([2, 2]);
    root.unmount();
  });

  it('leaves alone a field the app itself set, and one typed into that is empty again', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = '<input id="set" type="text"><input id="cleared" type="text">';
    const set = container.querySelector('#set') as HTMLInputElement;
    const cleared = container.querySelector('#cleared') as HTMLInputElement;
    const changes: string[] = [];
    container.addEventListener('input', (e) => changes.push((e.target as HTMLInputElement).id));
    let hydrated!: () => void;
    const done = new Promise<void>((resolve) => {
      hydrated = resolve;
    });
    keepTypedThroughHydration(container, done);
    set.value = 'from the app'; // as react-hook-form's setValue does: no input event
    cleared.value = 'x';
    cleared.dispatchEvent(new Event('input', { bubbles: true }));
    cleared.value = '';
    cleared.dispatchEvent(new Event('input', { bubbles: true }));
    changes.length = 0;
    hydrated();
    await done;
    await Promise.resolve();
    expect(changes).toEqual(['cleared']); // typed again as it was last typed: empty
    expect(set.value).toBe('from the app');
    expect(cleared.value).toBe('');
  });

  it('without it React never learns of the typing (what this guards against)', async () => {
    const { container, root } = await hydrateTyped(false);
    expect(container.querySelector('[data-testid="query"]')?.textContent).toBe('');
    root.unmount();
  });
});
