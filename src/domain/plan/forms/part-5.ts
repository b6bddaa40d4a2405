import type { SectionForm } from '../fields';

// Temporary: being written.
export const PART_5_FORMS: readonly SectionForm[] = [
  {
    sectionId: 'operations-maintenance',
    intro: 'Describe this part of your supply.',
    groups: [{ id: 'main', fields: [{ kind: 'textarea', name: 'notes', label: 'Notes' }] }],
  },
  {
    sectionId: 'monitoring-reporting',
    intro: 'Describe this part of your supply.',
    groups: [{ id: 'main', fields: [{ kind: 'textarea', name: 'notes', label: 'Notes' }] }],
  },
  {
    sectionId: 'maintenance-reporting',
    intro: 'Describe this part of your supply.',
    groups: [{ id: 'main', fields: [{ kind: 'textarea', name: 'notes', label: 'Notes' }] }],
  },
];
