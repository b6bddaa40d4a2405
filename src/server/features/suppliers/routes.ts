/**
 * Suppliers (issue 19): the laboratories, contractors' firms and equipment suppliers provider staff work
 * with. List (search, kind), add, read, change (with the version read: a stale change is 409) and
 * remove. Every change is an activity entry.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, eq, sql } from 'drizzle-orm';
import { SUPPLIER_KINDS } from '../../../domain/suppliers';
import { suppliers } from '../../db/schema';
import { apiRouter } from '../../lib/api-router';
import { conflict, errorResponses, jsonBody, jsonContent, notFound } from '../../lib/http';
import { containsText } from '../../lib/search';
import { requireProvider } from '../../policy/middleware';
import { recordActivity } from '../activity/service';

const tags = ['Suppliers'];

const optional = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} can be at most ${max} characters long.` })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[+\d][\d\s\-().]*$/;
const WEB = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** Optional text in a format: empty is "not given"; anything else must match. */
const checked = (max: number, label: string, pattern: RegExp, message: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} can be at most ${max} characters long.` })
    .refine((v) => v === '' || pattern.test(v), { error: message })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

const SupplierFields = {
  kind: z.enum(SUPPLIER_KINDS, { error: 'Choose laboratory, contractor, equipment or other.' }),
  contactName: optional(120, 'A contact name'),
  email: checked(254, 'An e-mail address', EMAIL, 'Enter an e-mail address like lab@example.nz.'),
  phone: checked(30, 'A phone number', PHONE, 'Enter a phone number, for example 07 123 4567.'),
  website: checked(300, 'A web address', WEB, 'Enter a web address starting with https:// or http://.'),
  region: optional(80, 'A region'),
  services: optional(2000, 'What they provide'),
  ianzAccredited: z.boolean({ error: 'Answer yes or no.' }).nullable().optional(),
  notes: optional(5000, 'Notes'),
};

const supplierName = z
  .string({ error: 'Enter the supplier’s name.' })
  .trim()
  .min(2, { error: 'Enter the supplier’s name (at least 2 characters).' })
  .max(120, { error: 'A name can be at most 120 characters long.' });

const CreateSupplier = z.strictObject({ name: supplierName, ...SupplierFields }).openapi('CreateSupplier');
const UpdateSupplier = z
  .strictObject({
    version: z.number({ error: 'The version you edited is required.' }).int().min(1),
    name: supplierName,
    ...SupplierFields,
  })
  .openapi('UpdateSupplier');

const Supplier = z
  .object({
    id: z.string(),
    name: z.string(),
    kind: z.enum(SUPPLIER_KINDS),
    contactName: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    website: z.string().nullable(),
    region: z.string().nullable(),
    services: z.string().nullable(),
    ianzAccredited: z.boolean().nullable(),
    notes: z.string().nullable(),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Supplier');

const SupplierParam = z.object({
  supplierId: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'supplierId', in: 'path' } }),
});

const ListQuery = z.object({
  q: z
    .string()
    .max(200, { error: 'Search for at most 200 characters.' })
    .optional()
    .openapi({ param: { name: 'q', in: 'query' } }),
  kind: z
    .enum(SUPPLIER_KINDS, { error: 'Choose laboratory, contractor, equipment or other.' })
    .optional()
    .openapi({ param: { name: 'kind', in: 'query' } }),
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/provider/suppliers',
  tags,
  summary: 'Suppliers: laboratories, contractors and equipment suppliers, by name',
  middleware: [requireProvider('suppliers.manage')] as const,
  request: { query: ListQuery },
  responses: { 200: jsonContent(z.object({ suppliers: z.array(Supplier) }), 'Suppliers'), ...errorResponses },
});
const createRouteDef = createRoute({
  method: 'post',
  path: '/api/provider/suppliers',
  tags,
  summary: 'Add a supplier',
  middleware: [requireProvider('suppliers.manage')] as const,
  request: { body: jsonBody(CreateSupplier) },
  responses: { 201: jsonContent(Supplier, 'Added'), ...errorResponses },
});
const oneRoute = createRoute({
  method: 'get',
  path: '/api/provider/suppliers/{supplierId}',
  tags,
  summary: 'One supplier',
  middleware: [requireProvider('suppliers.manage')] as const,
  request: { params: SupplierParam },
  responses: { 200: jsonContent(Supplier, 'The supplier'), ...errorResponses },
});
const updateRoute = createRoute({
  method: 'put',
  path: '/api/provider/suppliers/{supplierId}',
  tags,
  summary: 'Change a supplier; refused with 409 when the version is stale',
  middleware: [requireProvider('suppliers.manage')] as const,
  request: { params: SupplierParam, body: jsonBody(UpdateSupplier) },
  responses: { 200: jsonContent(Supplier, 'Changed'), 409: errorResponses[400], ...errorResponses },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/provider/suppliers/{supplierId}',
  tags,
  summary: 'Remove a supplier',
  middleware: [requireProvider('suppliers.manage')] as const,
  request: { params: SupplierParam },
  responses: { 200: jsonContent(z.object({ deleted: z.literal(true) }), 'Removed'), ...errorResponses },
});

type Row = typeof suppliers.$inferSelect;
const toSupplier = (r: Row) => ({
  id: r.id,
  name: r.name,
  kind: r.kind as (typeof SUPPLIER_KINDS)[number],
  contactName: r.contactName,
  email: r.email,
  phone: r.phone,
  website: r.website,
  region: r.region,
  services: r.services,
  ianzAccredited: r.ianzAccredited,
  notes: r.notes,
  version: r.version,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const missing = () => notFound('We could not find that supplier. It may have been removed.');

export function suppliersRoutes() {
  const app = apiRouter();

  app.openapi(listRoute, async (c) => {
    const { q, kind } = c.req.valid('query');
    const rows = await c
      .get('deps')
      .db.select()
      .from(suppliers)
      .where(
        and(
          q?.trim() ? containsText([suppliers.name, suppliers.region, suppliers.services], q) : undefined,
          kind ? eq(suppliers.kind, kind) : undefined,
        ),
      )
      .orderBy(asc(suppliers.name), asc(suppliers.id))
      .limit(1000);
    return c.json({ suppliers: rows.map(toSupplier) }, 200);
  });

  app.openapi(createRouteDef, async (c) => {
    const input = c.req.valid('json');
    const user = c.get('user')!;
    const { db, now } = c.get('deps');
    const [row] = await db
      .insert(suppliers)
      .values({
        ...input,
        ianzAccredited: input.ianzAccredited ?? null,
        createdBy: user.id,
        createdAt: now(),
        updatedAt: now(),
      })
      .returning();
    await recordActivity(c, {
      user,
      activityType: 'supplier_added',
      description: `Supplier added: ${row!.name}`,
      metadata: { supplierId: row!.id },
    });
    return c.json(toSupplier(row!), 201);
  });

  app.openapi(oneRoute, async (c) => {
    const { supplierId } = c.req.valid('param');
    const [row] = await c.get('deps').db.select().from(suppliers).where(eq(suppliers.id, supplierId));
    if (!row) throw missing();
    return c.json(toSupplier(row), 200);
  });

  app.openapi(updateRoute, async (c) => {
    const { supplierId } = c.req.valid('param');
    const { version, ...input } = c.req.valid('json');
    const user = c.get('user')!;
    const { db, now } = c.get('deps');
    const [row] = await db
      .update(suppliers)
      .set({
        ...input,
        ianzAccredited: input.ianzAccredited ?? null,
        version: sql`${suppliers.version} + 1`,
        updatedAt: now(),
      })
      .where(and(eq(suppliers.id, supplierId), eq(suppliers.version, version)))
      .returning();
    if (!row) {
      const [exists] = await db
        .select({ id: suppliers.id })
        .from(suppliers)
        .where(eq(suppliers.id, supplierId));
      if (!exists) throw missing();
      throw conflict(
        'Someone else changed this supplier since you opened it. Reload to see their changes, then try again.',
        'stale_version',
      );
    }
    await recordActivity(c, {
      user,
      activityType: 'supplier_changed',
      description: `Supplier changed: ${row.name}`,
      metadata: { supplierId: row.id },
    });
    return c.json(toSupplier(row), 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const { supplierId } = c.req.valid('param');
    const user = c.get('user')!;
    const [row] = await c
      .get('deps')
      .db.delete(suppliers)
      .where(eq(suppliers.id, supplierId))
      .returning({ name: suppliers.name });
    if (!row) throw missing();
    await recordActivity(c, {
      user,
      activityType: 'supplier_removed',
      description: `Supplier removed: ${row.name}`,
      metadata: { supplierId },
    });
    return c.json({ deleted: true as const }, 200);
  });

  return app;
}
