import type { SectionForm } from '../fields';

// Temporary: being written.
export const PART_7_FORMS: readonly SectionForm[] = [
  {
    sectionId: 'annual-process',
    intro: 'Describe this part of your supply.',
    groups: [{ id: 'main', fields: [{ kind: 'textarea', name: 'notes', label: 'Notes' }] }],
  },
  {
    sectionId: 'annual-review',
    intro: 'Describe this part of your supply.',
    groups: [{ id: 'main', fields: [{ kind: 'textarea', name: 'notes', label: 'Notes' }] }],
  },
];
