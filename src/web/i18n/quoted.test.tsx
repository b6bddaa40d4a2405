/**
 * English inside a te reo sentence is marked lang="en" (decision 045): quoted names, and the plan's own
 * words put into a message. In English nothing is marked and the text reads as before.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { I18nProvider, LANGUAGE_KEY, useI18n } from '.';
import { Quoted, tWithEnglish } from './quoted';

function Probe() {
  const i18n = useI18n();
  return (
    <>
      <p data-testid="quoted">
        <Quoted text="I te tahua “Actions for this supply”, kōwhiria te “View”." />
      </p>
      <p data-testid="with">{tWithEnglish(i18n, 'plan.form.noRows', { item: 'hui or conversation' })}</p>
    </>
  );
}

const draw = (lang: 'en' | 'mi') => {
  localStorage.setItem(LANGUAGE_KEY, lang);
  return render(
    <I18nProvider>
      <Probe />
    </I18nProvider>,
  );
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('English marked inside a translated sentence', () => {
  test('in te reo, each quoted name and each English value is marked lang="en"', () => {
    const { getByTestId } = draw('mi');
    const quoted = getByTestId('quoted');
    expect([...quoted.querySelectorAll('[lang="en"]')].map((e) => e.textContent)).toEqual([
      'Actions for this supply',
      'View',
    ]);
    expect(quoted.textContent).toBe('I te tahua “Actions for this supply”, kōwhiria te “View”.');
    const marked = getByTestId('with').querySelector('[lang="en"]');
    expect(marked?.textContent).toBe('hui or conversation');
    expect(getByTestId('with').textContent).toContain('hui or conversation');
  });

  test('in English nothing is marked and the sentence is the plain text', () => {
    const { getByTestId } = draw('en');
    expect(getByTestId('quoted').querySelector('[lang]')).toBeNull();
    expect(getByTestId('with').querySelector('[lang]')).toBeNull();
    expect(getByTestId('with').textContent).toBe('No hui or conversation added yet.');
  });
});
