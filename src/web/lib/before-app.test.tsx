/**
 * public/before-app.js (decision 058): what a person does to a page drawn before its script ran (a
 * prerendered page) is kept until the app has taken the page over, and then done again on the app's
 * controls; until then no form is sent the browser's way.
 */
import { readFileSync } from 'node:fs';
import { act, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const done: string[] = [];

function Ready() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return null;
}

function Page() {
  const [theme, setTheme] = useState('light');
  const [email, setEmail] = useState('');
  return (
    <div>
      <button type="button" data-early="menu" onClick={() => done.push('menu')}>
        Menu
      </button>
      <button type="button" onClick={() => done.push('unnamed')}>
        Other
      </button>
      <select
        data-early="theme"
        value={theme}
        onChange={(e) => {
          setTheme(e.target.value);
          done.push(`theme ${e.target.value}`);
        }}
      >
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
      <form
        data-early="sign-in"
        method="post"
        onSubmit={(e) => {
          e.preventDefault();
          done.push(`sign in ${email}`);
        }}
      >
        <input id="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <button type="submit">Log in</button>
      </form>
      <form id="unnamed-form">
        <button type="submit">Send</button>
      </form>
      <Ready />
    </div>
  );
}

let root: Root | undefined;
const container = document.createElement('div');
beforeAll(() => {
  delete document.documentElement.dataset.ready;
  document.body.append(container);
  container.innerHTML = renderToString(<Page />);
  // The script as the browser runs it, in the page's head before the body is drawn.
  new Function(readFileSync('public/before-app.js', 'utf8'))();
});
afterAll(() => {
  act(() => root?.unmount());
  container.remove();
  delete document.documentElement.dataset.ready;
});

const $ = <T extends Element>(selector: string) => container.querySelector(selector) as T;
const submitOf = (form: HTMLFormElement) => {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
};

describe('before the app has taken the page over', () => {
  it('holds presses, choices and forms (each once), shows it is busy, sends no form the browser’s way, and does them again once it has', async () => {
    expect(document.documentElement.hasAttribute('data-held')).toBe(false);
    $<HTMLButtonElement>('[data-early="menu"]').click();
    // Pressed again while nothing seemed to happen: the menu is opened, not opened and closed.
    $<HTMLButtonElement>('[data-early="menu"]').click();
    // Something is waiting for the app: the page says so (a bar at the top, the pointer busy).
    expect(document.documentElement.hasAttribute('data-held')).toBe(true);
    const theme = $<HTMLSelectElement>('[data-early="theme"]');
    // Chosen twice: the last choice is the one made.
    theme.value = 'light';
    theme.dispatchEvent(new Event('change', { bubbles: true }));
    theme.value = 'dark';
    theme.dispatchEvent(new Event('change', { bubbles: true }));
    expect(submitOf($<HTMLFormElement>('[data-early="sign-in"]')).defaultPrevented).toBe(true);
    // Pressed again while nothing seemed to happen: sent once.
    expect(submitOf($<HTMLFormElement>('[data-early="sign-in"]')).defaultPrevented).toBe(true);
    expect(submitOf($<HTMLFormElement>('#unnamed-form')).defaultPrevented).toBe(true);

    // The app takes the page over: its first render is the prerender's (the theme list says light), and
    // what was typed meanwhile is given back by then (src/web/lib/keep-typed.ts); here, as typing in React.
    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    expect(document.documentElement.dataset.ready).toBe('true');
    expect(done).toEqual([]);
    const email = $<HTMLInputElement>('#email');
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    act(() => {
      setter?.call(email, 'principal@school.nz');
      email.dispatchEvent(new Event('input', { bubbles: true }));
    });

    // A task later, each in order, on the app's controls; the form with what was typed.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(done).toEqual(['menu', 'theme dark', 'sign in principal@school.nz']);
    expect(theme.value).toBe('dark');
    expect(document.documentElement.hasAttribute('data-held')).toBe(false);

    // From then on, nothing is held.
    $<HTMLButtonElement>('[data-early="menu"]').click();
    expect(done.at(-1)).toBe('menu');
    expect(done).toHaveLength(4);
  });
});
