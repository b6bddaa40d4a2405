/**
 * Plan attachments: type-checked by their bytes (not by the name or the browser's claim), size-checked,
 * stored under the key <schoolId>/<id> in the file store (DATA_DIR/files, or a bucket: integrations/
 * file-store.ts) with a record in plan_files.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { findSectionById } from '../../../domain/plan/catalogue';
import { type FilesField, sectionFields } from '../../../domain/plan/fields';
import { formFor } from '../../../domain/plan/forms';
import type { Db } from '../../db/client';
import { planFiles } from '../../db/schema';
import { fileStoreFor } from '../../integrations/file-store';
import { ApiError, badRequest, notFound } from '../../lib/http';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;

const KINDS = {
  png: { mime: 'image/png', image: true },
  jpeg: { mime: 'image/jpeg', image: true },
  pdf: { mime: 'application/pdf', image: false },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', image: false },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', image: false },
} as const;

/** What the bytes are, from their signature. */
export function sniff(bytes: Uint8Array): keyof typeof KINDS | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf';
  if (starts(0x50, 0x4b, 0x03, 0x04)) {
    const head = Buffer.from(bytes.subarray(0, Math.min(bytes.length, 4096))).toString('latin1');
    if (head.includes('word/')) return 'docx';
    if (head.includes('xl/')) return 'xlsx';
  }
  return null;
}

function filesFieldOf(sectionId: string, fieldName: string): FilesField {
  if (!findSectionById(sectionId))
    throw badRequest('Choose a plan section.', { sectionId: 'Unknown section.' });
  const field = sectionFields(formFor(sectionId)).find(
    (f): f is FilesField => f.name === fieldName && f.kind === 'files',
  );
  if (!field)
    throw badRequest('This part of the form does not take files.', { fieldName: 'Not a file field.' });
  return field;
}

const ACCEPT_TEXT = {
  images: 'a PNG or JPEG image',
  documents: 'a PDF, Word (.docx) or Excel (.xlsx) document, or a PNG or JPEG image',
};

/** The `file` part of a multipart upload, refused with a clear 4xx when missing or too large. */
export async function readUploadedFile(c: Context): Promise<{ form: Record<string, unknown>; file: File }> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw badRequest('Send the file as a form upload.', { file: 'Choose a file.' });
  }
  const file = form.file;
  if (!(file instanceof File)) throw badRequest('Choose a file to upload.', { file: 'Choose a file.' });
  if (file.size > MAX_FILE_BYTES) throw tooLarge();
  return { form, file };
}

const tooLarge = () =>
  new ApiError(413, 'payload_too_large', 'The file is larger than 10 MB.', {
    file: 'Choose a file of at most 10 MB (a photo can be resized on the phone).',
  });

/**
 * Stores checked bytes under DATA_DIR/files/<school>/<id> with a plan_files record: empty, too large
 * and wrong types (judged by the bytes) are refused. Plan attachments and calendar photos both use it.
 */
export async function storeFile(
  db: Db,
  dataDir: string,
  input: {
    schoolId: string;
    sectionId: string;
    fieldName: string;
    accept: FilesField['accept'];
    name: string;
    bytes: Uint8Array;
    userId: string;
  },
) {
  if (input.bytes.length === 0)
    throw badRequest('The file is empty.', { file: 'Choose a file that has content.' });
  if (input.bytes.length > MAX_FILE_BYTES) throw tooLarge();
  const kind = sniff(input.bytes);
  const allowed = kind !== null && (input.accept === 'documents' || KINDS[kind].image);
  if (!kind || !allowed)
    throw new ApiError(415, 'unsupported_file_type', `This file cannot be attached here.`, {
      file: `Choose ${ACCEPT_TEXT[input.accept]}.`,
    });
  const id = randomUUID();
  const storageKey = `${input.schoolId}/${id}`;
  await fileStoreFor(dataDir).put(storageKey, input.bytes);
  const name = cleanName(input.name, kind);
  const [row] = await db
    .insert(planFiles)
    .values({
      id,
      schoolId: input.schoolId,
      sectionId: input.sectionId,
      fieldName: input.fieldName,
      name,
      mime: KINDS[kind].mime,
      size: input.bytes.length,
      sha256: createHash('sha256').update(input.bytes).digest('hex'),
      storageKey,
      uploadedBy: input.userId,
    })
    .returning({ id: planFiles.id, name: planFiles.name, mime: planFiles.mime, size: planFiles.size });
  return row!;
}

/** A plan attachment: the section's field must take files, and of the kind it accepts. */
export async function storeUpload(
  db: Db,
  dataDir: string,
  input: {
    schoolId: string;
    sectionId: string;
    fieldName: string;
    name: string;
    bytes: Uint8Array;
    userId: string;
  },
) {
  const field = filesFieldOf(input.sectionId, input.fieldName);
  return storeFile(db, dataDir, { ...input, accept: field.accept });
}

/** A display name without paths or control characters, with an extension that matches the bytes. */
function cleanName(raw: string, kind: keyof typeof KINDS): string {
  const base = (raw.split(/[\\/]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  const ext = kind === 'jpeg' ? 'jpg' : kind;
  const stem = base.replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'attachment';
  return `${stem}.${ext}`;
}

export async function readStoredFile(db: Db, dataDir: string, schoolId: string, fileId: string) {
  const [row] = await db
    .select()
    .from(planFiles)
    .where(and(eq(planFiles.schoolId, schoolId), eq(planFiles.id, fileId)));
  if (!row) throw notFound('That file was not found.');
  const data = await fileStoreFor(dataDir).get(row.storageKey);
  if (!data) throw notFound('That file is missing from storage.');
  return { data: new Uint8Array(data), mime: row.mime, name: row.name };
}
