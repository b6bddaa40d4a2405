/**
 * The public glossary gives, under a term, the word the te reo Māori interface uses for it: marked as
 * te reo, and the same word the interface's own glossary (docs/te-reo-glossary.md) lists for the term.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { expect, test, vi } from 'vitest';
import { I18nProvider } from '../../../i18n';
import GlossaryPage from './glossary-page';

vi.mock('../../../lib/auth', () => ({ useAuth: () => ({ user: null }) }));

test('a term used in te reo by the interface shows its te reo word, marked lang="mi"', () => {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <I18nProvider>
        <GlossaryPage />
      </I18nProvider>
    </MemoryRouter>,
  );
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const hazard = doc.getElementById('hazard');
  expect(hazard?.querySelector('[lang="mi"]')?.textContent).toBe('Mōrea');
  const plan = doc.getElementById('dwsp');
  expect(plan?.querySelector('[lang="mi"]')?.textContent).toBe('Mahere Haumaru Wai Inu');
  // A term the interface has no word of its own for shows none.
  expect(doc.getElementById('backflow')?.querySelector('[lang="mi"]')).toBeNull();
});
