/**
 * Imported on its own, before a page whose modules use zod (a plan section the server rendered): the chunk
 * that carries zod is loaded and run then, in a task of its own, not in the same task as the plan's forms
 * (decision 056). zod also sets itself up on the first schema of each kind a page makes (its classes, its
 * English messages): `zodFirst` does that, in the tasks after, with one schema of each kind the plan's
 * answers use, checked once. Naming what it uses keeps the import from pulling in the whole of zod (`import('zod')`
 * would: a chunk of every export and locale).
 */
import { z } from 'zod';

/** One schema of each kind the plan's answers use, a piece at a time (each may be a task of its own). */
export const zodFirst: (() => unknown)[] = [
  () => z.string().min(1).max(10).optional().safeParse('a'),
  () => z.email().nullable().safeParse('a@b.nz'),
  () => z.number().int().nonnegative().safeParse(1),
  () => z.enum(['a', 'b']).safeParse('a'),
  () => z.boolean().nullable().safeParse(true),
  () =>
    z
      .array(z.strictObject({ id: z.string() }))
      .max(1)
      .safeParse([{ id: 'a' }]),
];
