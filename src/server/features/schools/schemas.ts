import { z } from '@hono/zod-openapi';
import { schoolNameSchema } from '../../../domain/password';
import { WATER_SOURCES } from '../../../domain/water-sources';
import { SCHOOL_ACTIONS } from '../../policy/policy';

export const SchoolIdParam = z.object({
  schoolId: z
    .string()
    .min(1)
    .max(200)
    .openapi({
      param: { name: 'schoolId', in: 'path' },
      example: 'kowhai-valley-school',
      description: 'School id, slug or legacy id',
    }),
});

export const SchoolSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    moeNumber: z.number().nullable(),
    region: z.string().nullable(),
    address: z.string().nullable(),
    waterSource: z.string().nullable(),
    version: z.number(),
    createdAt: z.date().or(z.string()),
    updatedAt: z.date().or(z.string()),
  })
  .openapi('School');

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} can be at most ${max} characters long.` })
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

export const SchoolFields = {
  moeNumber: z
    .number({ error: 'The Ministry of Education school number must be a whole number.' })
    .int({ error: 'The Ministry of Education school number must be a whole number.' })
    .min(1, { error: 'The Ministry of Education school number must be between 1 and 99999.' })
    .max(99999, { error: 'The Ministry of Education school number must be between 1 and 99999.' })
    .nullable()
    .optional(),
  region: optionalText(80, 'A region'),
  address: optionalText(300, 'An address'),
  waterSource: z
    .enum(WATER_SOURCES, { error: `Choose one of: ${WATER_SOURCES.join(', ')}.` })
    .nullable()
    .optional(),
};

export const CreateSchoolSchema = z
  .strictObject({ name: schoolNameSchema, ...SchoolFields })
  .openapi('CreateSchool');

export const UpdateSchoolSchema = z
  .strictObject({
    version: z.number({ error: 'The version you edited is required.' }).int().min(1),
    name: schoolNameSchema.optional(),
    ...SchoolFields,
  })
  .openapi('UpdateSchool');

export const SchoolActionsSchema = z.array(z.enum(SCHOOL_ACTIONS));

export const SchoolDetailSchema = z
  .object({
    school: SchoolSchema,
    actions: SchoolActionsSchema,
    plan: z.object({
      parts: z.number(),
      sections: z.number(),
    }),
  })
  .openapi('SchoolDetail');
