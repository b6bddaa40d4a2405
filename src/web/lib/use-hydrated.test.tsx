/**
 * `useHydrated` (decisions 022 and 055): a control drawn before the page's script ran is disabled until the
 * app has taken the page over, and then enabled, however late its own part of the page is hydrated.
 */
import { act, lazy, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hydratingUntil, useHydrated } from './use-hydrated';

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
      hydrateRoot(container, <Page late={<Late />} />);
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
      createRoot(other).render(<Control id="after" />);
    });
    expect((other.querySelector('#after') as HTMLButtonElement).disabled).toBe(false);
  });
});
