/**
 * The calculator page in a simulated browser: the address's figures are read, a half-typed number stays as
 * typed and goes into the address as typed, its problem is said once the field is left, and every input
 * shows where its default comes from.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { CALCULATORS, type CalculatorId, inputKeys } from '../../../domain/calculators';
import { I18nProvider } from '../../i18n';
import { CalculatorPage } from './calculator-page';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}

const open = (id: CalculatorId, url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <I18nProvider>
        <CalculatorPage id={id} />
        <Where />
      </I18nProvider>
    </MemoryRouter>,
  );

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const results = () => screen.getByRole('region', { name: 'What it comes to in a year' });

describe('a calculator page', () => {
  test('opens with the address’s figures', () => {
    open('school', '/schools/school-roi?hourlyRate=60');
    expect(field('Cost of an hour of staff time, including on-costs').value).toBe('60');
    // 22 h × $60 + $80 = $1,400; 6 h × $60 = $360.
    expect(results().textContent).toContain('about $360 instead of $1,400');
  });

  test('a half-typed number stays as typed, goes into the address as typed, and its problem shows on leaving', async () => {
    const user = userEvent.setup();
    open('school', '/schools/school-roi');
    const review = field('Hours one review takes on paper');
    await user.tripleClick(review);
    await user.keyboard('1,5');
    expect(review.value).toBe('1,5');
    expect(document.activeElement).toBe(review);
    expect(review.getAttribute('aria-invalid')).toBeNull();
    expect(results().textContent).toContain('The results wait for a figure to be corrected');
    expect(screen.getByTestId('where').textContent).toBe('?reviewHoursPaper=1%2C5');
    await user.tab();
    expect(review.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Use a point for decimals, like 1\.5\./)).toBeTruthy();
    await user.clear(review);
    expect(review.value).toBe('');
    await user.keyboard('-2');
    await user.tab();
    expect(screen.getByText('Enter 0 or more.')).toBeTruthy();
  });

  test.each(Object.keys(CALCULATORS) as CalculatorId[])(
    '%s: every input says where its default comes from',
    (id) => {
      open(id, '/');
      for (const key of inputKeys(CALCULATORS[id])) {
        const input = document.getElementById(`calc-${key}`) as HTMLInputElement;
        const hint = document.getElementById(`calc-${key}-hint`)?.textContent ?? '';
        expect(input.getAttribute('aria-describedby')).toContain(`calc-${key}-hint`);
        expect(hint).toMatch(
          /Source: Taumata Arowai, .+, p\. \d+\.|WaiKura’s own estimate, not a regulator’s figure/,
        );
      }
    },
  );
});

describe('te reo Māori twin', () => {
  test('every message has its te reo entry, not empty, with the same {placeholders}', async () => {
    const { enCalculators } = await import('../../i18n/en-calculators');
    const { miCalculators } = await import('../../i18n/mi-calculators');
    const vars = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    expect(Object.keys(miCalculators).sort()).toEqual(Object.keys(enCalculators).sort());
    for (const [key, en] of Object.entries(enCalculators)) {
      const mi = miCalculators[key as keyof typeof miCalculators];
      expect(mi.trim(), key).not.toBe('');
      expect(vars(mi), key).toEqual(vars(en));
    }
  });
});
