/**
 * StaticContent (decision 030): hydrating a prerendered page, it takes the prerendered words as they are and
 * does not render its children; it is not rendered again when the page becomes the app's (it reads whether
 * the page is being hydrated once, decision 058); rendered by the app itself, it renders its children.
 */
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { hydratingUntil, isHydrating } from '../../lib/hydrating';
import { StaticContent } from './static-content';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let rendered = 0;
function Words() {
  rendered += 1;
  return (
    <p>
      A <strong>bore</strong> head
    </p>
  );
}
const Page = () => (
  <MemoryRouter>
    <StaticContent id="words">
      <Words />
    </StaticContent>
  </MemoryRouter>
);

const roots: Root[] = [];
afterEach(() => {
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
  document.body.innerHTML = '';
  rendered = 0;
});

describe('StaticContent', () => {
  it('keeps the prerendered words while hydrating, and is not rendered again once the page is the app’s', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Page />);
    const prerendered = container.innerHTML;
    const paragraph = container.querySelector('p');
    rendered = 0;
    let pageIsTheApps!: () => void;
    hydratingUntil(
      new Promise<void>((resolve) => {
        pageIsTheApps = resolve;
      }),
    );
    expect(isHydrating()).toBe(true);
    await act(async () => {
      roots.push(hydrateRoot(container, <Page />));
    });
    expect(rendered).toBe(0);
    expect(container.querySelector('p')).toBe(paragraph);
    await act(async () => pageIsTheApps());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(isHydrating()).toBe(false);
    expect(rendered).toBe(0);
    expect(container.innerHTML).toBe(prerendered);
  });

  it('renders its words itself when the app draws the page', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      const root = createRoot(container);
      roots.push(root);
      root.render(<Page />);
    });
    expect(rendered).toBe(1);
    expect(container.querySelector('#words strong')?.textContent).toBe('bore');
  });
});
