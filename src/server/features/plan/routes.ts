import { createRoute, z } from '@hono/zod-openapi';
import { findSectionById } from '../../../domain/plan/catalogue';
import { schemaFor } from '../../../domain/plan/forms';
import { SECTION_STATUSES, type SectionStatus, STATUS_LABELS } from '../../../domain/plan/status';
import { apiRouter } from '../../lib/api-router';
import type { AppEnv } from '../../lib/context';
import { badRequest, errorResponses, fieldsFromZod, jsonBody, jsonContent } from '../../lib/http';
import { frozenJson } from '../../lib/read-cache';
import { requireSchool } from '../../policy/middleware';
import { activityEntry } from '../activity/service';
import { ENGAGEMENT_SECTION } from '../iwi-engagement/follow-ups';
import { refreshFollowUpReminders } from '../iwi-engagement/reminders';
import { SchoolIdParam } from '../schools/schemas';
import { afterResultsSaved, RESULTS_SECTION } from '../water-testing/plan-link';
import { readStoredFile, readUploadedFile, storeUpload } from './files';
import { setSectionStatus, writeSection } from './save';
import { getRevision, listRevisions, loadPlan, loadSection } from './service';
import { type SectionState, sectionOrThrow } from './state';

const tags = ['Plan'];

const SectionParams = SchoolIdParam.extend({
  sectionId: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'sectionId', in: 'path' }, example: 'catchment-activities' }),
});
const RevisionParams = SectionParams.extend({
  revisionId: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'revisionId', in: 'path' } }),
});
const FileParams = SchoolIdParam.extend({
  fileId: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'fileId', in: 'path' } }),
});

const Status = z.enum(SECTION_STATUSES as unknown as [SectionStatus, ...SectionStatus[]]);

const Progress = z.object({
  status: Status,
  percent: z.number(),
  subsectionsCompleted: z.number(),
  totalSubsections: z.number(),
  requiredFilled: z.number(),
  requiredTotal: z.number(),
  missing: z.array(z.string()),
});

const SectionStateSchema = z
  .object({
    sectionId: z.string(),
    number: z.string(),
    title: z.string(),
    partId: z.string(),
    content: z.record(z.string(), z.unknown()),
    version: z.number().int(),
    status: Status,
    percent: z.number(),
    statusOverride: Status.nullable(),
    progress: Progress,
    updatedAt: z.string().nullable(),
    updatedByName: z.string().nullable(),
  })
  .openapi('PlanSection');

const SaveInput = z
  .strictObject({
    version: z
      .number({ error: 'Send the version of the section you edited.' })
      .int()
      .min(0)
      .openapi({ description: 'The version the client edited (0 for a section never saved).' }),
    content: z.record(z.string(), z.unknown(), { error: 'Send the section answers as an object.' }),
  })
  .openapi('PlanSectionSave');

const Revision = z
  .object({
    id: z.string(),
    sectionId: z.string(),
    version: z.number(),
    kind: z.enum(['save', 'restore', 'status']),
    changedFields: z.array(z.string()),
    status: z.string(),
    statusOverride: z.string().nullable(),
    restoredFrom: z.number().nullable(),
    userName: z.string(),
    createdAt: z.string(),
  })
  .openapi('PlanRevision');

const NewBadges = z
  .array(z.object({ badgeId: z.string(), name: z.string() }))
  .openapi({ description: 'Badges this request earned for the current user (plan specification 4.5).' });

const FileRefSchema = z
  .object({ id: z.string(), name: z.string(), mime: z.string(), size: z.number() })
  .openapi('PlanFile');

const planRoute = createRoute({
  method: 'get',
  path: '/api/schools/{schoolId}/plan',
  tags,
  summary: "The school's plan: every section's status and the eight parts",
  middleware: [requireSchool('read')] as const,
  request: { params: SchoolIdParam },
  responses: {
    200: jsonContent(
      z.object({
        sections: z.array(SectionStateSchema.omit({ content: true })),
        parts: z.array(z.object({ partId: z.string(), status: z.string(), order: z.number() })),
        canEdit: z.boolean(),
      }),
      'The plan',
    ),
    ...errorResponses,
  },
});

const getSectionRoute = createRoute({
  method: 'get',
  path: '/api/schools/{schoolId}/plan/sections/{sectionId}',
  tags,
  summary: "One section's answers, version and status",
  middleware: [requireSchool('read')] as const,
  request: { params: SectionParams },
  responses: {
    200: jsonContent(SectionStateSchema.extend({ canEdit: z.boolean() }), 'The section'),
    ...errorResponses,
  },
});

const saveSectionRoute = createRoute({
  method: 'put',
  path: '/api/schools/{schoolId}/plan/sections/{sectionId}',
  tags,
  summary: "Save a section's answers (409 when the version is stale)",
  middleware: [requireSchool('write')] as const,
  request: { params: SectionParams, body: jsonBody(SaveInput) },
  responses: {
    200: jsonContent(
      SectionStateSchema.extend({ changedFields: z.array(z.string()), newBadges: NewBadges }),
      'Saved',
    ),
    ...errorResponses,
    409: jsonContent(
      z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
      'Stale version',
    ),
  },
});

const statusRoute = createRoute({
  method: 'put',
  path: '/api/schools/{schoolId}/plan/sections/{sectionId}/status',
  tags,
  summary: "Set a section's status directly, or null to compute it from the answers again",
  middleware: [requireSchool('write')] as const,
  request: { params: SectionParams, body: jsonBody(z.strictObject({ status: Status.nullable() })) },
  responses: {
    200: jsonContent(SectionStateSchema.extend({ newBadges: NewBadges }), 'Updated'),
    ...errorResponses,
  },
});

const revisionsRoute = createRoute({
  method: 'get',
  path: '/api/schools/{schoolId}/plan/sections/{sectionId}/revisions',
  tags,
  summary: "A section's history, newest first",
  middleware: [requireSchool('read')] as const,
  request: { params: SectionParams },
  responses: { 200: jsonContent(z.object({ revisions: z.array(Revision) }), 'History'), ...errorResponses },
});

const revisionRoute = createRoute({
  method: 'get',
  path: '/api/schools/{schoolId}/plan/sections/{sectionId}/revisions/{revisionId}',
  tags,
  summary: 'One saved version of a section, with its answers',
  middleware: [requireSchool('read')] as const,
  request: { params: RevisionParams },
  responses: {
    200: jsonContent(Revision.extend({ content: z.record(z.string(), z.unknown()) }), 'The version'),
    ...errorResponses,
  },
});

const restoreRoute = createRoute({
  method: 'post',
  path: '/api/schools/{schoolId}/plan/sections/{sectionId}/revisions/{revisionId}/restore',
  tags,
  summary: 'Restore an earlier version (saved as a new version)',
  middleware: [requireSchool('write')] as const,
  request: {
    params: RevisionParams,
    body: jsonBody(z.strictObject({ version: z.number().int().min(0) })),
  },
  responses: {
    200: jsonContent(SectionStateSchema.extend({ newBadges: NewBadges }), 'Restored'),
    ...errorResponses,
    409: jsonContent(
      z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
      'Stale version',
    ),
  },
});

const planRevisionsRoute = createRoute({
  method: 'get',
  path: '/api/schools/{schoolId}/plan/revisions',
  tags,
  summary: "The plan's revision records: every save, restore and status change, newest first",
  middleware: [requireSchool('read')] as const,
  request: { params: SchoolIdParam },
  responses: { 200: jsonContent(z.object({ revisions: z.array(Revision) }), 'Revisions'), ...errorResponses },
});

const uploadRoute = createRoute({
  method: 'post',
  path: '/api/schools/{schoolId}/plan/files',
  tags,
  summary: 'Upload an attachment (multipart: file, sectionId, fieldName); at most 10 MB',
  middleware: [requireSchool('write')] as const,
  request: {
    params: SchoolIdParam,
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({ file: z.any(), sectionId: z.string(), fieldName: z.string() }),
        },
      },
    },
  },
  responses: { 201: jsonContent(FileRefSchema, 'Stored'), ...errorResponses },
});

const fileRoute = createRoute({
  method: 'get',
  path: '/api/schools/{schoolId}/plan/files/{fileId}',
  tags,
  summary: 'Download an attachment',
  middleware: [requireSchool('read')] as const,
  request: { params: FileParams },
  responses: { 200: { description: 'The file' }, ...errorResponses },
});

export function planRoutes() {
  const app = apiRouter();
  const editor = (c: { get(k: 'user'): AppEnv['Variables']['user'] }) => {
    const u = c.get('user')!;
    return { id: u.id, name: u.name || u.email };
  };
  const canEdit = (c: { get(k: 'schoolActions'): AppEnv['Variables']['schoolActions'] }) =>
    c.get('schoolActions').includes('write');

  app.openapi(planRoute, async (c) => {
    const { sections, parts } = await loadPlan(c.get('deps').db, c.get('school').id);
    return c.json(
      { sections: sections.map(({ content: _content, ...rest }) => rest), parts, canEdit: canEdit(c) },
      200,
    );
  });

  app.openapi(getSectionRoute, async (c) => {
    const { sectionId } = c.req.valid('param');
    const state = await loadSection(c.get('deps').db, c.get('school').id, sectionId);
    // The state's JSON is made once per cached state (frozen, decision 016); `canEdit` is per request.
    const body = `${frozenJson(state).slice(0, -1)},"canEdit":${canEdit(c)}}`;
    return c.body(body, 200, { 'content-type': 'application/json' }) as unknown as ReturnType<
      typeof c.json<SectionState & { canEdit: boolean }, 200>
    >;
  });

  app.openapi(saveSectionRoute, async (c) => {
    const { sectionId } = c.req.valid('param');
    const section = sectionOrThrow(sectionId);
    const { version, content } = c.req.valid('json');
    const parsed = schemaFor(section.id).safeParse(content);
    if (!parsed.success) {
      const fields = fieldsFromZod(parsed.error);
      const n = Object.keys(fields).length;
      throw badRequest(n === 1 ? 'One answer needs fixing.' : `${n} answers need fixing.`, fields);
    }
    const { state, changed, newBadges } = await writeSection(c.get('deps').db, {
      schoolId: c.get('school').id,
      sectionId: section.id,
      version,
      content: parsed.data,
      editor: editor(c),
      kind: 'save',
      now: c.get('deps').now(),
      activity: (saved) =>
        activityEntry(c, {
          user: c.get('user'),
          activityType: 'plan_section_saved',
          description: `Saved ${section.number} ${section.title} (version ${saved.version})`,
          schoolId: c.get('school').id,
          metadata: { sectionId: section.id, version: saved.version, fields: saved.changed },
        }),
    });
    if (section.id === RESULTS_SECTION) await afterResultsSaved(c, state.content as Record<string, unknown>);
    if (section.id === ENGAGEMENT_SECTION) await refreshFollowUpReminders(c);
    return c.json({ ...state, changedFields: changed, newBadges }, 200);
  });

  app.openapi(statusRoute, async (c) => {
    const { sectionId } = c.req.valid('param');
    const section = sectionOrThrow(sectionId);
    const { status } = c.req.valid('json');
    const state = await setSectionStatus(c.get('deps').db, {
      schoolId: c.get('school').id,
      sectionId: section.id,
      status,
      editor: editor(c),
      now: c.get('deps').now(),
      activity: () =>
        activityEntry(c, {
          user: c.get('user'),
          activityType: 'plan_section_status',
          description: status
            ? `Set ${section.number} ${section.title} to ${STATUS_LABELS[status]}`
            : `Set ${section.number} ${section.title} to its computed status`,
          schoolId: c.get('school').id,
          metadata: { sectionId: section.id, status },
        }),
    });
    return c.json(state, 200);
  });

  app.openapi(revisionsRoute, async (c) => {
    const { sectionId } = c.req.valid('param');
    sectionOrThrow(sectionId);
    return c.json({ revisions: await listRevisions(c.get('deps').db, c.get('school').id, sectionId) }, 200);
  });

  app.openapi(revisionRoute, async (c) => {
    const { sectionId, revisionId } = c.req.valid('param');
    sectionOrThrow(sectionId);
    return c.json(await getRevision(c.get('deps').db, c.get('school').id, sectionId, revisionId), 200);
  });

  app.openapi(restoreRoute, async (c) => {
    const { sectionId, revisionId } = c.req.valid('param');
    const section = sectionOrThrow(sectionId);
    const { version } = c.req.valid('json');
    const db = c.get('deps').db;
    const revision = await getRevision(db, c.get('school').id, section.id, revisionId);
    // A stored version is re-validated: the form may have changed since it was saved.
    const parsed = schemaFor(section.id).safeParse(revision.content);
    if (!parsed.success)
      throw badRequest(
        'This version no longer fits the form and cannot be restored as it is.',
        fieldsFromZod(parsed.error),
      );
    const { state, newBadges } = await writeSection(db, {
      schoolId: c.get('school').id,
      sectionId: section.id,
      version,
      content: parsed.data,
      editor: editor(c),
      kind: 'restore',
      restoredFrom: revision.version,
      now: c.get('deps').now(),
      activity: (restored) =>
        activityEntry(c, {
          user: c.get('user'),
          activityType: 'plan_section_restored',
          description: `Restored ${section.number} ${section.title} to version ${revision.version}`,
          schoolId: c.get('school').id,
          metadata: { sectionId: section.id, restoredFrom: revision.version, version: restored.version },
        }),
    });
    if (section.id === RESULTS_SECTION) await afterResultsSaved(c, state.content as Record<string, unknown>);
    if (section.id === ENGAGEMENT_SECTION) await refreshFollowUpReminders(c);
    return c.json({ ...state, newBadges }, 200);
  });

  app.openapi(planRevisionsRoute, async (c) => {
    return c.json({ revisions: await listRevisions(c.get('deps').db, c.get('school').id) }, 200);
  });

  app.openapi(uploadRoute, async (c) => {
    const { form, file } = await readUploadedFile(c);
    const sectionId = typeof form.sectionId === 'string' ? form.sectionId : '';
    const fieldName = typeof form.fieldName === 'string' ? form.fieldName : '';
    if (!findSectionById(sectionId))
      throw badRequest('Choose a plan section.', { sectionId: 'Unknown section.' });
    const { db, config } = c.get('deps');
    const stored = await storeUpload(db, config.dataDir, {
      schoolId: c.get('school').id,
      sectionId,
      fieldName,
      name: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
      userId: c.get('user')!.id,
    });
    return c.json(stored, 201);
  });

  app.openapi(fileRoute, async (c) => {
    const { fileId } = c.req.valid('param');
    const { db, config } = c.get('deps');
    const file = await readStoredFile(db, config.dataDir, c.get('school').id, fileId);
    return c.body(file.data, 200, {
      'Content-Type': file.mime,
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    }) as never;
  });

  return app;
}
