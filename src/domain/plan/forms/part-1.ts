import type { SectionForm } from '../fields';

// Temporary: being written.
export const PART_1_FORMS: readonly SectionForm[] = [
  {
    sectionId: 'background',
    intro: 'Describe this part of your supply.',
    groups: [{ id: 'main', fields: [{ kind: 'textarea', name: 'notes', label: 'Notes' }] }],
  },
  {
    sectionId: 'key-contacts',
    intro: 'Describe this part of your supply.',
    groups: [{ id: 'main', fields: [{ kind: 'textarea', name: 'notes', label: 'Notes' }] }],
  },
];
