/**
 * Decision 057: once the page is the app's, each control drawn disabled is enabled in a task of its own,
 * not all of them in one (in Lighthouse's traces four of them took 35–50 ms together).
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, test, vi } from 'vitest';
import { hydratingUntil, useHydrated } from './use-hydrated';

// The tasks, let go one at a time by the test.
const waiting: (() => void)[] = [];
vi.mock('./next-task', () => ({ nextTask: () => new Promise<void>((resolve) => waiting.push(resolve)) }));
const nextTaskRuns = () =>
  act(async () => {
    waiting.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

function Control({ id }: { id: string }) {
  const hydrated = useHydrated();
  return (
    <button id={id} type="button" disabled={!hydrated}>
      {id}
    </button>
  );
}

const ids = ['menu', 'report', 'theme'];
const Page = () => (
  <div>
    {ids.map((id) => (
      <Control key={id} id={id} />
    ))}
  </div>
);

test('each control is enabled in a task of its own once the page is the app’s', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Page />);
  let pageIsTheApps!: () => void;
  hydratingUntil(
    new Promise<void>((resolve) => {
      pageIsTheApps = resolve;
    }),
  );
  await act(async () => {
    hydrateRoot(container, <Page />);
  });
  const enabled = () => [...container.querySelectorAll('button')].filter((b) => !b.disabled).length;
  expect(enabled()).toBe(0);
  await act(async () => pageIsTheApps());
  expect(enabled()).toBe(0); // a task after the page is the app's
  for (let n = 1; n <= ids.length; n++) {
    await nextTaskRuns();
    expect(enabled()).toBe(n);
  }
});
