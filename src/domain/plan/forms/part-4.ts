import type { SectionForm } from '../fields';

// Temporary: being written.
export const PART_4_FORMS: readonly SectionForm[] = [
  {
    sectionId: 'risk-assessment',
    intro: 'Describe this part of your supply.',
    groups: [{ id: 'main', fields: [{ kind: 'textarea', name: 'notes', label: 'Notes' }] }],
  },
  {
    sectionId: 'improvement-schedule',
    intro: 'Describe this part of your supply.',
    groups: [{ id: 'main', fields: [{ kind: 'textarea', name: 'notes', label: 'Notes' }] }],
  },
];
