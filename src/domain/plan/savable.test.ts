import { describe, expect, test } from 'vitest';
import { fieldSchema, sectionFields } from './fields';
import { formFor, schemaFor } from './forms';
import { savableContent } from './savable';

const background = formFor('background');
const contacts = formFor('key-contacts');

describe('what of a section can be saved while one answer is being typed', () => {
  test('a half-typed e-mail address stays out; the other answers are sent', () => {
    const out = savableContent(
      background,
      { school_name: 'Kōwhai Valley School', contact_person_email: 'a', number_of_students: 120 },
      {},
    );
    expect(out.content).toEqual({ school_name: 'Kōwhai Valley School', number_of_students: 120 });
    expect(Object.keys(out.unsaved)).toEqual(['contact_person_email']);
    expect(schemaFor('background').safeParse(out.content).success).toBe(true);
  });

  test('an invalid answer is sent as it was last saved', () => {
    const out = savableContent(
      background,
      { contact_person_phone: '0', number_of_students: '1,5' },
      { contact_person_phone: '07 871 2345', number_of_students: 15 },
    );
    expect(out.content).toEqual({ contact_person_phone: '07 871 2345', number_of_students: 15 });
    expect(Object.keys(out.unsaved).sort()).toEqual(['contact_person_phone', 'number_of_students']);
  });

  test('in a list of rows, only the unfinished cell falls back: the rest of the row and the other rows are sent', () => {
    const saved = {
      additional_contacts: [{ id: 'r1', name: 'Graeme', role: 'Caretaker', phone: '027 391 6620' }],
    };
    const out = savableContent(
      contacts,
      {
        additional_contacts: [
          { id: 'r1', name: 'Graeme Paterson', role: 'Caretaker', phone: '02' },
          { id: 'r2', name: 'Aroha', email: 'aroha@' },
        ],
      },
      saved,
    );
    expect(out.content).toEqual({
      additional_contacts: [
        { id: 'r1', name: 'Graeme Paterson', role: 'Caretaker', phone: '027 391 6620' },
        { id: 'r2', name: 'Aroha', email: '' },
      ],
    });
    expect(Object.keys(out.unsaved).sort()).toEqual([
      'additional_contacts.0.phone',
      'additional_contacts.1.email',
    ]);
    expect(schemaFor('key-contacts').safeParse(out.content).success).toBe(true);
  });

  test('a partly filled row is content: it is sent as it is', () => {
    const content = { additional_contacts: [{ id: 'r1', name: 'Aroha' }] };
    expect(savableContent(contacts, content, {})).toEqual({ content, unsaved: {} });
  });

  test('rows whose ids clash fall back whole to what was saved', () => {
    const out = savableContent(
      contacts,
      { additional_contacts: [{ id: 'x' }, { id: 'x' }] },
      { additional_contacts: [{ id: 'x', name: 'Saved' }] },
    );
    expect(out.content).toEqual({ additional_contacts: [{ id: 'x', name: 'Saved' }] });
    expect(Object.keys(out.unsaved)).toEqual(['additional_contacts']);
  });

  test('answers the form does not have are not sent', () => {
    expect(savableContent(background, { not_a_field: 'x' }, {}).content).toEqual({});
  });

  test('each field’s schema is made once, however often the answers are checked (decision 055)', () => {
    const fields = sectionFields(contacts);
    const first = fields.map((f) => fieldSchema(f));
    savableContent(contacts, {}, {});
    expect(fields.map((f) => fieldSchema(f))).toEqual(first);
    for (const [i, f] of fields.entries()) expect(fieldSchema(f)).toBe(first[i]);
  });
});
