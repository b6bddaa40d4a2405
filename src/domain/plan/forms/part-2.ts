import type { SectionForm } from '../fields';

// Temporary: being written.
export const PART_2_FORMS: readonly SectionForm[] = [
  {
    sectionId: 'source',
    intro: 'Describe this part of your supply.',
    groups: [{ id: 'main', fields: [{ kind: 'textarea', name: 'notes', label: 'Notes' }] }],
  },
  {
    sectionId: 'treatment',
    intro: 'Describe this part of your supply.',
    groups: [{ id: 'main', fields: [{ kind: 'textarea', name: 'notes', label: 'Notes' }] }],
  },
  {
    sectionId: 'storage',
    intro: 'Describe this part of your supply.',
    groups: [{ id: 'main', fields: [{ kind: 'textarea', name: 'notes', label: 'Notes' }] }],
  },
  {
    sectionId: 'distribution',
    intro: 'Describe this part of your supply.',
    groups: [{ id: 'main', fields: [{ kind: 'textarea', name: 'notes', label: 'Notes' }] }],
  },
  {
    sectionId: 'daily-demand',
    intro: 'Describe this part of your supply.',
    groups: [{ id: 'main', fields: [{ kind: 'textarea', name: 'notes', label: 'Notes' }] }],
  },
  {
    sectionId: 'demand-storage',
    intro: 'Describe this part of your supply.',
    groups: [{ id: 'main', fields: [{ kind: 'textarea', name: 'notes', label: 'Notes' }] }],
  },
  {
    sectionId: 'aerial-schematic',
    intro: 'Describe this part of your supply.',
    groups: [{ id: 'main', fields: [{ kind: 'textarea', name: 'notes', label: 'Notes' }] }],
  },
  {
    sectionId: 'resource-consent',
    intro: 'Describe this part of your supply.',
    groups: [{ id: 'main', fields: [{ kind: 'textarea', name: 'notes', label: 'Notes' }] }],
  },
  {
    sectionId: 'te-mana-o-te-wai',
    intro: 'Describe this part of your supply.',
    groups: [{ id: 'main', fields: [{ kind: 'textarea', name: 'notes', label: 'Notes' }] }],
  },
];
