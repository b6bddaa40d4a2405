/**
 * `useHydrated` (decisions 022, 055 and 057): a control drawn before the page's script ran is disabled until
 * the app has taken the page over, and then enabled, however late its own part of the page is hydrated,
 * each control in a task of its own.
 */
import { act, lazy, Suspense } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydratingUntil, useHydrated } from './use-hydrated';

// The browser's tasks, or, in a test that says so, tasks let go one at a time by the test.
const tasks = vi.hoisted(() => ({ oneAtATime: false, waiting: [] as (() => void)[] }));
vi.mock('./next-task', async (importOriginal) => {
  const { nextTask } = await importOriginal<typeof import('./next-task')>();
  return {
    nextTask: () =>
      tasks.oneAtATime ? new Promise<void>((resolve) => tasks.waiting.push(resolve)) : nextTask(),
  };
});
const roots: Root[] = [];
afterEach(() => {
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
  tasks.oneAtATime = false;
});

function Control({ id }: { id: string }) {
  const hydrated = useHydrated();
  return (
    <button id={id} type="button" disabled={!hydrated}>
      {id}
    </button>
  );
}

function Page({ late }: { late: React.ReactNode }) {
  return (
    <div>
      <Suspense fallback={null}>
        <Control id="first" />
      </Suspense>
      <Suspense fallback={null}>{late}</Suspense>
    </div>
  );
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

describe('a control drawn before the script ran', () => {
  it('is enabled once the page is the app’s, also when its part of the page is hydrated after that', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Page late={<Control id="late" />} />);
    const button = (id: string) => container.querySelector(`#${id}`) as HTMLButtonElement;
    expect(button('first').disabled).toBe(true);
    expect(button('late').disabled).toBe(true);

    let pageIsTheApps!: () => void;
    const done = new Promise<void>((resolve) => {
      pageIsTheApps = resolve;
    });
    hydratingUntil(done);
    // The second part's code arrives only after the page has been taken over.
    let codeArrives!: () => void;
    const code = new Promise<void>((resolve) => {
      codeArrives = resolve;
    });
    const Late = lazy(() => code.then(() => ({ default: () => <Control id="late" /> })));
    await act(async () => {
      roots.push(hydrateRoot(container, <Page late={<Late />} />));
    });
    const before = button('late');
    pageIsTheApps();
    await settle();
    expect(button('first').disabled).toBe(false);
    codeArrives();
    await settle();
    // Hydrated, not drawn anew, and enabled.
    expect(button('late')).toBe(before);
    expect(button('late').disabled).toBe(false);

    // A control that appears afterwards is enabled from the start.
    const other = document.createElement('div');
    document.body.append(other);
    await act(async () => {
      const root = createRoot(other);
      roots.push(root);
      root.render(<Control id="after" />);
    });
    expect((other.querySelector('#after') as HTMLButtonElement).disabled).toBe(false);
  });

  it('is enabled in a task of its own, one control a task', async () => {
    tasks.oneAtATime = true;
    const ids = ['menu', 'report', 'theme'];
    const Controls = () => (
      <div>
        {ids.map((id) => (
          <Control key={id} id={id} />
        ))}
      </div>
    );
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Controls />);
    let pageIsTheApps!: () => void;
    hydratingUntil(
      new Promise<void>((resolve) => {
        pageIsTheApps = resolve;
      }),
    );
    await act(async () => {
      roots.push(hydrateRoot(container, <Controls />));
    });
    const enabled = () => [...container.querySelectorAll('button')].filter((b) => !b.disabled).length;
    expect(enabled()).toBe(0);
    await act(async () => pageIsTheApps());
    expect(enabled()).toBe(0); // a task after the page is the app's
    for (let n = 1; n <= ids.length; n++) {
      await act(async () => {
        tasks.waiting.shift()?.();
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(enabled()).toBe(n);
    }
  });
});
