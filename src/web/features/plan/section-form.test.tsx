/**
 * The form renderer and the conflict panel, drawn from the real section forms: typing keeps every
 * keystroke in its field, long lists fold with their help shown once, and only answers both people
 * changed are asked about.
 */
import { cleanup, type RenderOptions, render as renderBare, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { formFor } from '../../../domain/plan/forms';
import { I18nProvider } from '../../i18n';
import type { SectionState } from './api';
import { ConflictPanel } from './conflict-panel';
import { type Content, SectionFormView } from './section-form';

afterEach(cleanup);

const render = (ui: React.ReactElement, options?: RenderOptions) =>
  renderBare(ui, { wrapper: ({ children }) => <I18nProvider>{children}</I18nProvider>, ...options });

function Form({ sectionId, initial }: { sectionId: string; initial: Content }) {
  const [content, setContent] = useState<Content>(initial);
  return (
    <SectionFormView
      form={formFor(sectionId)}
      content={content}
      onChange={(name, value) => setContent((c) => ({ ...c, [name]: value }))}
      errors={{}}
      readOnly={false}
      schoolId="school-1"
    />
  );
}

const contact = (i: number) => ({
  id: `c${i}`,
  name: `Contact ${i}`,
  role: 'Caretaker',
  phone: '',
  email: '',
});

describe('the form renderer', () => {
  test('every keystroke stays in the field it was typed in, valid or not yet', async () => {
    const user = userEvent.setup();
    render(<Form sectionId="background" initial={{}} />);
    const email = document.getElementById('contact_person_email') as HTMLInputElement;
    await user.click(email);
    await user.keyboard('office@kowhai.school.nz');
    expect(email).toHaveProperty('value', 'office@kowhai.school.nz');
    expect(document.activeElement).toBe(email);
    const staff = document.getElementById('number_of_staff') as HTMLInputElement;
    await user.click(staff);
    await user.keyboard('1,5');
    // Not a number yet: what was typed stays as typed (it is not saved until it is one).
    expect(staff.value).toBe('1,5');
    await user.clear(staff);
    await user.keyboard('1,500');
    expect(staff.value).toBe('1,500');
  });

  test('a list of three or more rows starts folded to one line each; its help is shown once', async () => {
    const user = userEvent.setup();
    render(
      <Form
        sectionId="key-contacts"
        initial={{ additional_contacts: [contact(1), contact(2), contact(3)] }}
      />,
    );
    const toggles = screen.getAllByRole('button', { name: /^Contact \d/ });
    expect(toggles).toHaveLength(3);
    for (const t of toggles) expect(t.getAttribute('aria-expanded')).toBe('false');
    expect(toggles[0]!.textContent).toContain('Contact 1 · Caretaker');
    expect(screen.getAllByText('Help with the questions for each contact')).toHaveLength(1);
    await user.click(toggles[1]!);
    expect(toggles[1]!.getAttribute('aria-expanded')).toBe('true');
    expect((document.getElementById('additional_contacts.1.name') as HTMLInputElement).value).toBe(
      'Contact 2',
    );
  });

  test('adding a row puts the cursor in it, unless the person has already moved on to another answer', async () => {
    // Frames are held back and run by hand: on a slow phone the next frame can come after the first keys.
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      frames.push(cb);
      return frames.length;
    });
    const runFrames = () => {
      for (const cb of frames.splice(0)) cb(0);
    };
    try {
      const user = userEvent.setup();
      render(<Form sectionId="water-quality-issues" initial={{}} />);
      const add = screen.getByRole('button', { name: 'Add an issue' });
      await user.click(add);
      runFrames();
      // Nobody moved: the new row's first answer has the cursor.
      expect(document.activeElement).toBe(document.getElementById('past_issues.0.date'));

      await user.click(add);
      const description = document.getElementById('past_issues.1.description') as HTMLTextAreaElement;
      await user.click(description);
      await user.keyboard('R');
      runFrames();
      await user.keyboard('oof');
      expect(document.activeElement).toBe(description);
      expect(description.value).toBe('Roof');
    } finally {
      raf.mockRestore();
    }
  });

  test('a short list shows its rows open', () => {
    render(<Form sectionId="key-contacts" initial={{ additional_contacts: [contact(1)] }} />);
    expect(screen.getByRole('button', { name: /^Contact 1/ }).getAttribute('aria-expanded')).toBe('true');
  });
});

describe('the conflict panel', () => {
  test('asks only about the answers both people changed', async () => {
    const user = userEvent.setup();
    const onResolve = vi.fn();
    const theirs = {
      content: { school_name: 'Kōwhai Valley School', contact_person_name: 'Tama' },
      version: 2,
      updatedByName: 'Tama Principal',
      updatedAt: '2026-11-25T01:00:00Z',
    } as unknown as SectionState;
    render(
      <ConflictPanel
        form={formFor('background')}
        base={{ contact_person_name: 'Aroha' }}
        mine={{ contact_person_name: 'Hana', address: '45 Ridge Road' }}
        theirs={theirs}
        onResolve={onResolve}
      />,
    );
    const groups = screen.getAllByRole('group');
    expect(groups).toHaveLength(1);
    expect(within(groups[0]!).getByText('Hana')).toBeDefined();
    await user.click(within(groups[0]!).getByRole('radio', { name: /Saved version/ }));
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(onResolve).toHaveBeenCalledWith({
      school_name: 'Kōwhai Valley School',
      contact_person_name: 'Tama',
      address: '45 Ridge Road',
    });
  });
});
