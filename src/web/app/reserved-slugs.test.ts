import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RESERVED_SLUGS } from '../../domain/reserved-slugs';
import { routes } from './router';

/** Every full path of a route table ('schools/school-roi', 'help/overview'…), from the root's children. */
function paths(table: RouteObject[], prefix = ''): string[] {
  return table.flatMap((r) => {
    const here = r.path ? `${prefix}/${r.path}`.replace(/\/+/g, '/') : prefix;
    return [...(r.path ? [here] : []), ...paths(r.children ?? [], here)];
  });
}

/**
 * Issue 20a: the router's public table says which words a school may not be called. Every static first
 * segment of a public route, and every static segment after /schools/, is in domain/reserved-slugs.ts, so
 * no school's slug can ever take a public page's address (or the reverse).
 */
describe('public routes and school slugs', () => {
  const publicPaths = paths(routes);

  it('the table is read (the test can fail)', () => {
    expect(publicPaths).toEqual(
      expect.arrayContaining(['/schools', '/schools/school-roi', '/help/overview']),
    );
  });

  it.each(publicPaths.map((p) => [p]))('%s: its segments are reserved', (path) => {
    const [first, second] = path.split('/').filter(Boolean);
    if (first && !first.startsWith(':') && first !== '*') expect(RESERVED_SLUGS.has(first), first).toBe(true);
    if (first === 'schools' && second && !second.startsWith(':') && second !== '*')
      expect(RESERVED_SLUGS.has(second), `schools/${second}`).toBe(true);
  });
});
