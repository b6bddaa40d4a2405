import { expect, test } from 'vitest';
import { PLAN_SECTIONS } from '../catalogue';
import { schemaFor } from './index';

// Section schemas are built when first asked for (decision 030), not at load: every section still has one,
// built once, and an unknown section is still an error.
test('every section of the catalogue has its schema, built once and kept', () => {
  for (const section of PLAN_SECTIONS) {
    const schema = schemaFor(section.id);
    expect(typeof schema.safeParse, section.id).toBe('function');
    expect(schemaFor(section.id), section.id).toBe(schema);
  }
  expect(() => schemaFor('no-such-section')).toThrow('No schema for section no-such-section');
});
