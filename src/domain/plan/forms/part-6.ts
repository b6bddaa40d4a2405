import type { SectionForm } from '../fields';

// Temporary: being written.
export const PART_6_FORMS: readonly SectionForm[] = [
  {
    sectionId: 'contingency-plans',
    intro: 'Describe this part of your supply.',
    groups: [{ id: 'main', fields: [{ kind: 'textarea', name: 'notes', label: 'Notes' }] }],
  },
];
