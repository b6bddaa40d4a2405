/**
 * The provider's map (issue 19): every school with a location, coloured on the page by compliance or open
 * incidents, in one query (schools ⟕ progress ⟕ locations ⟕ open incidents). Where a school is, is set
 * by provider staff (`PUT /api/schools/{id}/location`, the `manage` action).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { asc, eq, sql } from 'drizzle-orm';
import { isInNewZealand } from '../../../domain/nz-location';
import { planCompliance } from '../../../domain/plan/compliance';
import { COMPLIANCE_LEVELS, type ComplianceLevel } from '../../../domain/plan/compliance-levels';
import { incidents, planProgress, schoolLocations, schools } from '../../db/schema';
import { apiRouter } from '../../lib/api-router';
import { badRequest, errorResponses, jsonBody, jsonContent } from '../../lib/http';
import { requireProvider, requireSchool } from '../../policy/middleware';
import { recordActivity } from '../activity/service';
import { SchoolIdParam } from '../schools/schemas';

const tags = ['Map'];
const EMPTY = planCompliance({}, new Date(0));

const MapSchool = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    region: z.string().nullable(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    complianceLevel: z.enum(COMPLIANCE_LEVELS),
    compliancePercent: z.number(),
    openIncidents: z.number(),
  })
  .openapi('MapSchool');

const mapRoute = createRoute({
  method: 'get',
  path: '/api/provider/map',
  tags,
  summary: 'Every school with its location (when set), compliance level and open incidents',
  middleware: [requireProvider('schools.list-all')] as const,
  responses: {
    200: jsonContent(
      z.object({ schools: z.array(MapSchool), tileUrl: z.string().nullable() }).openapi('MapData'),
      'Map data',
    ),
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

const openIncidents = sql<number>`coalesce((
  select count(*) from ${incidents} i where i.school_id = ${schools.id} and i.status = 'open'
), 0)`;

export function mapRoutes() {
  const app = apiRouter();

  app.openapi(mapRoute, async (c) => {
    const { db, config } = c.get('deps');
    const rows = await db
      .select({
        id: schools.id,
        name: schools.name,
        slug: schools.slug,
        region: schools.region,
        lat: schoolLocations.lat,
        lng: schoolLocations.lng,
        complianceLevel: sql<ComplianceLevel>`coalesce(${planProgress.complianceLevel}, ${EMPTY.complianceLevel})`,
        compliancePercent: sql<number>`coalesce(${planProgress.compliancePercent}, ${EMPTY.overallCompliancePercentage})`,
        openIncidents,
      })
      .from(schools)
      .leftJoin(planProgress, eq(planProgress.schoolId, schools.id))
      .leftJoin(schoolLocations, eq(schoolLocations.schoolId, schools.id))
      .orderBy(asc(schools.name), asc(schools.id));
    return c.json(
      {
        schools: rows.map((r) => ({
          ...r,
          compliancePercent: Number(r.compliancePercent),
          openIncidents: Number(r.openIncidents),
        })),
        tileUrl: config.mapTileUrl ?? null,
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
