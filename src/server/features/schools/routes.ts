import { createRoute, z } from '@hono/zod-openapi';
import { PART_COUNT, SECTION_COUNT } from '../../../domain/plan/catalogue';
import { schools } from '../../db/schema';
import { apiRouter } from '../../lib/api-router';
import { conflict, errorResponses, jsonBody, jsonContent } from '../../lib/http';
import { frozenJson } from '../../lib/read-cache';
import { requireProvider, requireSchool, requireUser } from '../../policy/middleware';
import { recordActivity } from '../activity/service';
import {
  CreateSchoolSchema,
  SchoolDetailSchema,
  SchoolIdParam,
  SchoolSchema,
  UpdateSchoolSchema,
} from './schemas';
import { isSlugClash, listSchools, updateSchool, withFreeSlug } from './service';

const tags = ['Schools'];
const PLAN_SIZE = JSON.stringify({ parts: PART_COUNT, sections: SECTION_COUNT });

const listRoute = createRoute({
  method: 'get',
  path: '/api/schools',
  tags,
  summary: 'Schools the signed-in user may see, searchable by name or region',
  middleware: [requireUser] as const,
  request: {
    query: z.object({
      q: z.string().max(200).optional(),
      limit: z.coerce.number().int().min(1).max(100).default(50),
      offset: z.coerce.number().int().min(0).max(100000).default(0),
    }),
  },
  responses: {
    200: jsonContent(z.object({ schools: z.array(SchoolSchema), total: z.number() }), 'Schools'),
    ...errorResponses,
  },
});

const createSchoolRoute = createRoute({
  method: 'post',
  path: '/api/schools',
  tags,
  summary: 'Add a school (provider staff)',
  middleware: [requireProvider('schools.create')] as const,
  request: { body: jsonBody(CreateSchoolSchema) },
  responses: { 201: jsonContent(SchoolSchema, 'Created'), 409: errorResponses[400], ...errorResponses },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/schools/{schoolId}',
  tags,
  summary: "A school, the user's allowed actions, and its plan outline (the school dashboard's data)",
  middleware: [requireSchool('read')] as const,
  request: { params: SchoolIdParam },
  responses: { 200: jsonContent(SchoolDetailSchema, 'School'), ...errorResponses },
});

const updateRoute = createRoute({
  method: 'patch',
  path: '/api/schools/{schoolId}',
  tags,
  summary: "Change a school's details; refused with 409 when the version is stale",
  middleware: [requireSchool('write')] as const,
  request: { params: SchoolIdParam, body: jsonBody(UpdateSchoolSchema) },
  responses: { 200: jsonContent(SchoolSchema, 'Updated'), 409: errorResponses[400], ...errorResponses },
});

export function schoolRoutes() {
  const app = apiRouter();

  app.openapi(listRoute, async (c) => {
    const { db, now } = c.get('deps');
    const q = c.req.valid('query');
    return c.json(await listSchools(db, c.get('user')!, now(), q), 200);
  });

  app.openapi(createSchoolRoute, async (c) => {
    const { db } = c.get('deps');
    const input = c.req.valid('json');
    const user = c.get('user')!;
    try {
      const [row] = await withFreeSlug(db, input.name, (slug) =>
        db
          .insert(schools)
          .values({ ...input, slug, createdBy: user.id })
          .returning(),
      );
      await recordActivity(c, {
        user,
        activityType: 'school_created',
        description: `Added ${row!.name}`,
        schoolId: row!.id,
      });
      return c.json(row!, 201);
    } catch (err) {
      if (/moe_number/.test(String((err as { cause?: unknown }).cause ?? err))) {
        throw conflict(
          'A school with this Ministry of Education number already exists.',
          'duplicate_moe_number',
        );
      }
      throw err;
    }
  });

  app.openapi(getRoute, async (c) => {
    // The policy middleware has read the school already (frozen, from the read cache: its JSON is made
    // once, decision 016); it is not read twice.
    const school = c.get('school');
    const body = `{"school":${Object.isFrozen(school) ? frozenJson(school) : JSON.stringify(school)},"actions":${JSON.stringify(c.get('schoolActions'))},"plan":${PLAN_SIZE}}`;
    return c.body(body, 200, { 'content-type': 'application/json' }) as unknown as ReturnType<
      typeof c.json<z.infer<typeof SchoolDetailSchema>, 200>
    >;
  });

  app.openapi(updateRoute, async (c) => {
    const { db, now } = c.get('deps');
    const { version, ...changes } = c.req.valid('json');
    const school = c.get('school');
    const row = await updateSchool(db, school.id, version, changes, now()).catch((err: unknown) => {
      if (/moe_number/.test(String((err as { cause?: unknown }).cause ?? err))) {
        throw conflict(
          'A school with this Ministry of Education number already exists.',
          'duplicate_moe_number',
        );
      }
      if (isSlugClash(err)) {
        throw conflict('Another school took this name at the same moment. Please try again.', 'slug_taken');
      }
      throw err;
    });
    await recordActivity(c, {
      user: c.get('user'),
      activityType: 'school_updated',
      description: `Updated the details of ${row.name}`,
      schoolId: school.id,
      metadata: { fields: Object.keys(changes) },
    });
    return c.json(row, 200);
  });

  return app;
}
