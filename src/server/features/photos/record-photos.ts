/**
 * Photos attached to a record (calendar completions, visit reports, contractor tasks; issue 19d,
 * decision 038): one pair of routes, declared once here and mounted by each feature with its own paths,
 * access and record.
 *
 * - Upload (multipart `file`, hidden from the OpenAPI document because the generated isolation and
 *   bad-input tests send JSON): refused with a clear 4xx when missing, empty, larger than 10 MB (413;
 *   `app.ts`'s upload body limit refuses a 50 MB body before it is read) or not a PNG or JPEG by its bytes
 *   (415). The bytes go through the file store (`storeFile`: integrations/file-store.ts) with a
 *   `plan_files` record; when the feature's `attach` step then refuses (a task not found, too many
 *   photos), the record and the bytes are removed again, so nothing half-saved remains.
 * - Read: the stored bytes with the stored-file headers, only when the feature says the photo is visible
 *   to this person (`visible`), otherwise 404 (the same answer as a photo that does not exist).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../../db/client';
import { planFiles } from '../../db/schema';
import { fileStoreFor } from '../../integrations/file-store';
import { apiRouter } from '../../lib/api-router';
import type { AppEnv } from '../../lib/context';
import { errorResponses, jsonContent, notFound } from '../../lib/http';
import { readStoredFile, readUploadedFile, storeFile } from '../plan/files';

export const StoredPhotoSchema = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number(),
});
export type StoredPhoto = z.infer<typeof StoredPhotoSchema>;

type Params = z.ZodObject<z.ZodRawShape>;
type Ctx = Context<AppEnv>;

export interface RecordPhotoRoutes {
  tags: string[];
  /** What the photos are of, for the summaries: "a completion photo". */
  what: string;
  upload: { path: string; params: Params; middleware: MiddlewareHandler<AppEnv>[] };
  read: { path: string; params: Params; middleware: MiddlewareHandler<AppEnv>[]; summary?: string };
  /** plan_files.section_id of these photos. */
  sectionId: string;
  /** plan_files.field_name: fixed, or read from the upload's other form fields (checked there). */
  fieldName: string | ((c: Ctx, form: Record<string, unknown>) => string);
  /**
   * Links the stored photo to its record (after the bytes and their record are stored). Throwing an
   * ApiError refuses the upload, and the photo is removed.
   */
  attach?: (c: Ctx, photo: StoredPhoto, form: Record<string, unknown>) => Promise<void>;
  /** Whether this person may see this photo of this school (`fileId` from the read path). */
  visible: (c: Ctx, fileId: string) => Promise<boolean>;
}

/** Removes a stored photo's record and bytes (a refused attach, or a photo taken off its record). */
export async function removeStoredPhoto(db: Db, dataDir: string, schoolId: string, fileId: string) {
  const [row] = await db
    .delete(planFiles)
    .where(and(eq(planFiles.schoolId, schoolId), eq(planFiles.id, fileId)))
    .returning({ storageKey: planFiles.storageKey });
  if (row) await fileStoreFor(dataDir).remove(row.storageKey);
}

/** Whether a photo of this section is stored for the school (the simplest `visible`). */
export async function photoOfSection(db: Db, schoolId: string, sectionId: string, fileId: string) {
  const [known] = await db
    .select({ id: planFiles.id })
    .from(planFiles)
    .where(
      and(eq(planFiles.schoolId, schoolId), eq(planFiles.id, fileId), eq(planFiles.sectionId, sectionId)),
    );
  return known !== undefined;
}

/** The routes to mount with `app.route('/', recordPhotoRoutes(...))`. */
export function recordPhotoRoutes(opts: RecordPhotoRoutes) {
  const app = apiRouter();
  const uploadRoute = createRoute({
    method: 'post',
    path: opts.upload.path,
    tags: opts.tags,
    hide: true,
    summary: `Upload ${opts.what} (multipart: file; PNG or JPEG, at most 10 MB)`,
    middleware: opts.upload.middleware,
    request: { params: opts.upload.params },
    responses: { 201: jsonContent(StoredPhotoSchema, 'Stored'), ...errorResponses },
  });
  const readRoute = createRoute({
    method: 'get',
    path: opts.read.path,
    tags: opts.tags,
    summary: opts.read.summary ?? `${opts.what[0]!.toUpperCase()}${opts.what.slice(1)}`,
    middleware: opts.read.middleware,
    request: { params: opts.read.params },
    responses: { 200: { description: 'The image' }, ...errorResponses },
  });

  app.openapi(uploadRoute, async (c) => {
    const { form, file } = await readUploadedFile(c);
    const { db, config } = c.get('deps');
    const schoolId = c.get('school').id;
    const fieldName = typeof opts.fieldName === 'string' ? opts.fieldName : opts.fieldName(c, form);
    const photo = await storeFile(db, config.dataDir, {
      schoolId,
      sectionId: opts.sectionId,
      fieldName,
      accept: 'images',
      name: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
      userId: c.get('user')!.id,
    });
    if (opts.attach) {
      try {
        await opts.attach(c, photo, form);
      } catch (err) {
        await removeStoredPhoto(db, config.dataDir, schoolId, photo.id);
        throw err;
      }
    }
    return c.json(photo, 201);
  });

  app.openapi(readRoute, async (c) => {
    const fileId = c.req.param('fileId');
    if (!fileId || !(await opts.visible(c, fileId))) throw notFound('That photo was not found.');
    const { db, config } = c.get('deps');
    const file = await readStoredFile(db, config.dataDir, c.get('school').id, fileId);
    return c.body(file.data as never, 200, {
      'Content-Type': file.mime,
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'Cache-Control': 'private, no-store',
    }) as never;
  });

  return app;
}
