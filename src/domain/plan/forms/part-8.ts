import type { SectionForm } from '../fields';

// Temporary: being written.
export const PART_8_FORMS: readonly SectionForm[] = [
  {
    sectionId: 'water-quality-monitoring',
    intro: 'Describe this part of your supply.',
    groups: [{ id: 'main', fields: [{ kind: 'textarea', name: 'notes', label: 'Notes' }] }],
  },
  {
    sectionId: 'appendix-operations-maintenance',
    intro: 'Describe this part of your supply.',
    groups: [{ id: 'main', fields: [{ kind: 'textarea', name: 'notes', label: 'Notes' }] }],
  },
  {
    sectionId: 'maintenance-servicing',
    intro: 'Describe this part of your supply.',
    groups: [{ id: 'main', fields: [{ kind: 'textarea', name: 'notes', label: 'Notes' }] }],
  },
];
