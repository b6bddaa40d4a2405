/**
 * The provider's map (issue 19): every school with a location, coloured on the page by compliance or open
 * incidents, in one query (schools ⟕ progress ⟕ locations ⟕ open incidents) that writes a slim, columnar
 * answer (decision 037). Where a school is, is set by provider staff (`PUT /api/schools/{id}/location`, the `manage` action).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { createRoute, z } from '@hono/zod-openapi';
import { asc, eq, sql } from 'drizzle-orm';
import { isInNewZealand } from '../../../domain/nz-location';
import { planCompliance } from '../../../domain/plan/compliance';
import { COMPLIANCE_LEVELS, type ComplianceLevel } from '../../../domain/plan/compliance-levels';
import type { Db } from '../../db/client';
import { incidents, planProgress, schoolLocations, schools } from '../../db/schema';
import { apiRouter } from '../../lib/api-router';
import { badRequest, errorResponses, jsonBody, jsonContent } from '../../lib/http';
import { readThrough } from '../../lib/read-cache';
import { acceptedEncodings } from '../../lib/static';
import { requireProvider, requireSchool } from '../../policy/middleware';
import { recordActivity } from '../activity/service';
import { SchoolIdParam } from '../schools/schemas';

const tags = ['Map'];
const EMPTY = planCompliance({}, new Date(0));
const NOT_COMPLIANT = COMPLIANCE_LEVELS.indexOf('non_compliant');
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * The map's data, slim (issue 19, decision 037): only what the map and its list draw, one array per field
 * (the n-th entry of each array is the n-th school, by name), so 2,500 schools are one small answer with no
 * per-school objects, and each school named by its slug rather than its id (a random id does not compress:
 * it was 86 % of the gzipped answer). Places are rounded to 3 decimal places (about 100 m: plenty for a national map).
 */
const MapSchools = z
  .object({
    slug: z.array(z.string()).openapi({
      description:
        "The school's address, accepted wherever a school id is (`/schools/{slug}`); sent instead of the id, which would be most of the compressed answer",
    }),
    name: z.array(z.string()),
    region: z.array(z.string().nullable()),
    lat: z
      .array(z.number().nullable())
      .openapi({ description: 'Degrees, 3 decimal places; null: not placed' }),
    lng: z
      .array(z.number().nullable())
      .openapi({ description: 'Degrees, 3 decimal places; null: not placed' }),
    level: z.array(z.number().int()).openapi({ description: 'Compliance level, an index into `levels`' }),
    incidents: z.array(z.number().int()).openapi({ description: 'Open incidents' }),
  })
  .openapi('MapSchools');

const MapData = z
  .object({
    levels: z.array(z.enum(COMPLIANCE_LEVELS)),
    schools: MapSchools,
    tileUrl: z.string().nullable(),
  })
  .openapi('MapData');

const mapRoute = createRoute({
  method: 'get',
  path: '/api/provider/map',
  tags,
  summary: 'Every school with its place (when set), compliance level and open incidents, one array per field',
  middleware: [requireProvider('schools.list-all')] as const,
  responses: {
    200: jsonContent(MapData, 'Map data'),
    ...errorResponses,
  },
});

const coordinate = (what: string, min: number, max: number) =>
  z
    .number({ error: `Enter the ${what} as a number of degrees.` })
    .min(min, { error: `The ${what} must be between ${min} and ${max}.` })
    .max(max, { error: `The ${what} must be between ${min} and ${max}.` });

const LocationInput = z
  .strictObject({ lat: coordinate('latitude', -90, 90), lng: coordinate('longitude', -180, 180) })
  .openapi('SchoolLocationInput');

const locationRoute = createRoute({
  method: 'put',
  path: '/api/schools/{schoolId}/location',
  tags,
  summary: "Set where a school is on the provider's map (provider staff)",
  middleware: [requireSchool('manage')] as const,
  request: { params: SchoolIdParam, body: jsonBody(LocationInput) },
  responses: {
    200: jsonContent(z.object({ lat: z.number(), lng: z.number() }).openapi('SchoolLocation'), 'Saved'),
    ...errorResponses,
  },
});

/**
 * The whole answer, kept until one of the tables it is read from is written (lib/read-cache.ts, decision
 * 016; migration 0010 adds the change triggers for other processes), with its compressed forms made once.
 */
const MAP_CACHE = {
  name: 'provider-map',
  tables: ['schools', 'plan_progress', 'school_locations', 'incidents'],
};
interface MapAnswer {
  json: string;
  encoded: Map<string, Promise<Uint8Array>>;
}

const placeRoute = createRoute({
  method: 'get',
  path: '/api/schools/{schoolId}/location',
  tags,
  summary: "Where a school is on the provider's map, as stored (provider staff), or null when not set",
  middleware: [requireSchool('manage')] as const,
  request: { params: SchoolIdParam },
  responses: {
    200: jsonContent(
      z
        .object({
          location: z
            .object({ lat: z.number(), lng: z.number(), updatedAt: z.string() })
            .nullable()
            .openapi('StoredSchoolLocation'),
        })
        .openapi('SchoolPlace'),
      'The stored place',
    ),
    ...errorResponses,
  },
});

/** Open incidents per school, counted once for all schools (one grouped scan, not a query per school). */
const openBySchool = (db: Db) =>
  db
    .select({ schoolId: incidents.schoolId, n: sql<number>`count(*)::int`.as('n') })
    .from(incidents)
    .where(eq(incidents.status, 'open'))
    .groupBy(incidents.schoolId)
    .as('open_incidents');

/** Degrees to 3 decimal places (about 100 m). */
const round3 = (x: number | null) => (x === null ? null : Math.round(x * 1000) / 1000);

/**
 * One query for every school, read as rows (drizzle asks the driver for arrays, not objects) and turned
 * into one array per field. Building the JSON inside PostgreSQL (`json_agg`) was measured slower here.
 */
async function loadMapAnswer(
  db: Db,
  tileUrl: string | null,
): Promise<{ value: MapAnswer; validUntil: number }> {
  const open = openBySchool(db);
  const rows = await db
    .select({
      slug: schools.slug,
      name: schools.name,
      region: schools.region,
      lat: schoolLocations.lat,
      lng: schoolLocations.lng,
      level: sql<ComplianceLevel>`coalesce(${planProgress.complianceLevel}, ${EMPTY.complianceLevel})`,
      incidents: sql<number>`coalesce(${open.n}, 0)`,
    })
    .from(schools)
    .leftJoin(planProgress, eq(planProgress.schoolId, schools.id))
    .leftJoin(schoolLocations, eq(schoolLocations.schoolId, schools.id))
    .leftJoin(open, eq(open.schoolId, schools.id))
    .orderBy(asc(schools.name), asc(schools.id));
  const n = rows.length;
  const cols = {
    slug: new Array<string>(n),
    name: new Array<string>(n),
    region: new Array<string | null>(n),
    lat: new Array<number | null>(n),
    lng: new Array<number | null>(n),
    level: new Array<number>(n),
    incidents: new Array<number>(n),
  };
  rows.forEach((r, i) => {
    cols.slug[i] = r.slug;
    cols.name[i] = r.name;
    cols.region[i] = r.region;
    cols.lat[i] = round3(r.lat);
    cols.lng[i] = round3(r.lng);
    // A level this code does not know reads as not compliant: the safe side for a map of risks.
    const level = COMPLIANCE_LEVELS.indexOf(r.level);
    cols.level[i] = level >= 0 ? level : NOT_COMPLIANT;
    cols.incidents[i] = Number(r.incidents);
  });
  const json = JSON.stringify({ levels: COMPLIANCE_LEVELS, schools: cols, tileUrl });
  return { value: { json, encoded: new Map() }, validUntil: Number.POSITIVE_INFINITY };
}

function encode(answer: MapAnswer, encoding: 'br' | 'gzip'): Promise<Uint8Array> {
  let done = answer.encoded.get(encoding);
  if (!done) {
    const bytes = Buffer.from(answer.json);
    done = (
      encoding === 'br'
        ? brotli(bytes, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
          })
        : gz(bytes, { level: 6 })
    ).then((b) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength));
    answer.encoded.set(encoding, done);
  }
  return done;
}

export function mapRoutes() {
  const app = apiRouter();

  app.openapi(mapRoute, async (c) => {
    const { db, config, now } = c.get('deps');
    const tileUrl = config.mapTileUrl ?? null;
    const answer = (await readThrough(db, MAP_CACHE, 'all', now().getTime(), loadMapAnswer, db, tileUrl))!;
    const encoding = acceptedEncodings(c.req.header('accept-encoding')).find(
      (e) => e === 'br' || e === 'gzip',
    );
    const headers: Record<string, string> = { 'content-type': 'application/json', vary: 'Accept-Encoding' };
    if (!encoding) return c.body(answer.json, 200, headers) as never;
    return c.body((await encode(answer, encoding)) as Uint8Array<ArrayBuffer>, 200, {
      ...headers,
      'content-encoding': encoding,
    }) as never;
  });

  app.openapi(placeRoute, async (c) => {
    const { db } = c.get('deps');
    const [row] = await db
      .select({ lat: schoolLocations.lat, lng: schoolLocations.lng, updatedAt: schoolLocations.updatedAt })
      .from(schoolLocations)
      .where(eq(schoolLocations.schoolId, c.get('school').id));
    return c.json(
      {
        location: row
          ? { lat: row.lat, lng: row.lng, updatedAt: new Date(row.updatedAt).toISOString() }
          : null,
      },
      200,
    );
  });

  app.openapi(locationRoute, async (c) => {
    const { lat, lng } = c.req.valid('json');
    if (!isInNewZealand(lat, lng))
      throw badRequest('That point is not in New Zealand.', {
        lat: 'That point is not in New Zealand. Check the latitude (south is negative, about −34 to −48).',
        lng: 'That point is not in New Zealand. Check the longitude (about 166 to 179 east).',
      });
    const school = c.get('school');
    const user = c.get('user')!;
    const { db, now } = c.get('deps');
    await db
      .insert(schoolLocations)
      .values({ schoolId: school.id, lat, lng, updatedBy: user.id, updatedAt: now() })
      .onConflictDoUpdate({
        target: schoolLocations.schoolId,
        set: { lat, lng, updatedBy: user.id, updatedAt: now() },
      });
    await recordActivity(c, {
      user,
      activityType: 'school_location_set',
      description: `Map location set for ${school.name}`,
      schoolId: school.id,
      metadata: { lat, lng },
    });
    return c.json({ lat, lng }, 200);
  });

  return app;
}
