import { createRoute, z } from '@hono/zod-openapi';
import { nzDateOf } from '../../../domain/calendar';
import { toCsv } from '../../../domain/csv';
import { BADGE_RARITIES, BADGE_TYPES } from '../../../domain/plan/badges';
import { PART_IDS } from '../../../domain/plan/catalogue';
import {
  COMPLIANCE_LEVEL_LABELS,
  COMPLIANCE_LEVELS,
  type ComplianceLevel,
} from '../../../domain/plan/compliance';
import { ENCOURAGEMENT_TIERS } from '../../../domain/plan/progress';
import { apiRouter } from '../../lib/api-router';
import { errorResponses, jsonContent } from '../../lib/http';
import { readThrough } from '../../lib/read-cache';
import { requireProvider, requireSchool } from '../../policy/middleware';
import { SchoolIdParam } from '../schools/schemas';
import {
  loadPortfolio,
  loadPortfolioAll,
  PORTFOLIO_ATTENTION,
  PORTFOLIO_SORTS,
  type PortfolioAttention,
  type PortfolioSort,
} from './portfolio';
import { loadBadges, loadProgress } from './service';

const tags = ['Progress'];
const LEVELS = COMPLIANCE_LEVELS;
const Status = z.enum(['not_started', 'in_progress', 'completed']);

const EarnedBadge = z
  .object({
    badgeId: z.string(),
    type: z.enum(BADGE_TYPES),
    name: z.string(),
    description: z.string(),
    icon: z.string(),
    color: z.string(),
    rarity: z.enum(BADGE_RARITIES),
    earnedAt: z.string(),
    progressWhenEarned: z.number(),
  })
  .openapi('EarnedBadge');

const ComplianceItem = z.object({
  standardId: z.string(),
  part: z.enum(PART_IDS),
  field: z.string(),
  label: z.string(),
  sectionId: z.string(),
  highlight: z.string().nullable(),
  kind: z.enum(['required', 'optional', 'check']),
  critical: z.boolean().optional(),
  passed: z.boolean(),
  message: z.string().nullable(),
});

const PartComplianceSchema = z.object({
  partId: z.enum(PART_IDS),
  complianceScore: z.number(),
  requiredFields: z.number(),
  compliantFields: z.number(),
  criticalIssues: z.array(z.string()),
  criticalFailing: z.number(),
  complianceLevel: z.enum(LEVELS),
  moeStandardsApplied: z.array(z.string()),
  items: z.array(ComplianceItem),
});

const ProgressResponse = z
  .object({
    progress: z.object({
      schoolId: z.string(),
      userId: z.string(),
      overall: z.number(),
      sectionsCompleted: z.number(),
      totalSections: z.number(),
      sections: z.array(
        z.object({
          sectionId: z.string(),
          number: z.string(),
          title: z.string(),
          partId: z.enum(PART_IDS),
          status: Status,
          percent: z.number(),
          subsectionsCompleted: z.number(),
          totalSubsections: z.number(),
          lastUpdated: z.string().nullable(),
        }),
      ),
      parts: z.array(
        z.object({
          partId: z.enum(PART_IDS),
          number: z.number(),
          title: z.string(),
          status: Status,
          percent: z.number(),
          compliance: z.object({ score: z.number(), level: z.enum(LEVELS), status: Status }),
        }),
      ),
      milestonesAchieved: z.array(z.number()),
      nextMilestone: z
        .object({ percentage: z.number(), id: z.string(), name: z.string(), sectionsNeeded: z.number() })
        .nullable(),
      lastActivityDate: z.string().nullable(),
      estimatedCompletionDate: z.string().nullable(),
      encouragement: z.union(ENCOURAGEMENT_TIERS.map((t) => z.literal(t))),
      colour: z.enum(['green', 'blue', 'orange', 'grey']),
    }),
    compliance: z.object({
      overallCompliancePercentage: z.number(),
      sectionsCompliant: z.number(),
      totalSections: z.number(),
      sectionCompliance: z.array(PartComplianceSchema),
      criticalIssues: z.array(z.string()),
      criticalFailing: z.number(),
      moeStandardsMet: z.array(z.string()),
      complianceLevel: z.enum(LEVELS),
      failingCount: z.number(),
      lastAssessed: z.string(),
    }),
    badges: z.object({ recent: z.array(EarnedBadge), count: z.number() }),
  })
  .openapi('PlanProgress');

const progressRoute = createRoute({
  method: 'get',
  path: '/api/schools/{schoolId}/progress',
  tags,
  summary: "The plan's progress, Ministry compliance and the current user's recent badges",
  middleware: [requireSchool('read')] as const,
  request: { params: SchoolIdParam },
  responses: { 200: jsonContent(ProgressResponse, 'Progress'), ...errorResponses },
});

const badgesRoute = createRoute({
  method: 'get',
  path: '/api/schools/{schoolId}/badges',
  tags,
  summary: "The current user's badges at the school: earned, locked (with what earns them) and recent",
  middleware: [requireSchool('read')] as const,
  request: { params: SchoolIdParam },
  responses: {
    200: jsonContent(
      z.object({
        earned: z.array(EarnedBadge),
        locked: z.array(
          z.object({
            badgeId: z.string(),
            type: z.enum(BADGE_TYPES),
            name: z.string(),
            requirement: z.string(),
            icon: z.string(),
            color: z.string(),
            rarity: z.enum(BADGE_RARITIES),
          }),
        ),
        recent: z.array(EarnedBadge),
        count: z.number(),
      }),
      'Badges',
    ),
    ...errorResponses,
  },
});

const PortfolioFilters = z.object({
  q: z
    .string()
    .max(200, { error: 'Search for at most 200 characters.' })
    .optional()
    .openapi({ param: { name: 'q', in: 'query' }, description: 'Part of a school name or region' }),
  level: z
    .enum(LEVELS, { error: 'Choose fully_compliant, partially_compliant or non_compliant.' })
    .optional()
    .openapi({ param: { name: 'level', in: 'query' } }),
  attention: z
    .enum(PORTFOLIO_ATTENTION, { error: `Choose one of: ${PORTFOLIO_ATTENTION.join(', ')}.` })
    .optional()
    .openapi({
      param: { name: 'attention', in: 'query' },
      description:
        'Only schools needing attention: review overdue, never reviewed, or review overdue or not compliant',
    }),
  sort: z
    .enum(PORTFOLIO_SORTS, { error: `Sort by one of: ${PORTFOLIO_SORTS.join(', ')}.` })
    .default('name')
    .openapi({ param: { name: 'sort', in: 'query' } }),
  dir: z
    .enum(['asc', 'desc'], { error: 'Choose asc or desc.' })
    .default('asc')
    .openapi({ param: { name: 'dir', in: 'query' } }),
});

const PortfolioQuery = PortfolioFilters.extend({
  limit: z.coerce
    .number({ error: 'Give the page size as a number.' })
    .int({ error: 'Give the page size as a whole number.' })
    .min(1, { error: 'Show at least 1 school per page.' })
    .max(100, { error: 'Show at most 100 schools per page.' })
    .default(50)
    .openapi({ param: { name: 'limit', in: 'query' } }),
  offset: z.coerce
    .number({ error: 'Give the offset as a number.' })
    .int({ error: 'Give the offset as a whole number.' })
    .min(0, { error: 'The offset cannot be negative.' })
    .max(1_000_000, { error: 'The offset is too large.' })
    .default(0)
    .openapi({ param: { name: 'offset', in: 'query' } }),
});

const PortfolioSchool = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    region: z.string().nullable(),
    overall: z.number(),
    sectionsCompleted: z.number(),
    totalSections: z.number(),
    complianceLevel: z.enum(LEVELS),
    compliancePercent: z.number(),
    failingCount: z.number(),
    lastActivityAt: z.string().nullable(),
    nextReviewDate: z.string().nullable(),
    lastReviewDate: z.string().nullable().openapi({ description: 'The latest review recorded in 7.2' }),
    neverReviewed: z.boolean().openapi({ description: '7.2 records no review of the plan' }),
    reviewOverdue: z.boolean().openapi({ description: 'The next review date has passed (New Zealand date)' }),
  })
  .openapi('PortfolioSchool');

const portfolioRoute = createRoute({
  method: 'get',
  path: '/api/provider/portfolio',
  tags,
  summary: 'Every school with its progress, compliance, failing items, last activity and next review',
  middleware: [requireProvider('schools.list-all')] as const,
  request: { query: PortfolioQuery },
  responses: {
    200: jsonContent(z.object({ schools: z.array(PortfolioSchool), total: z.number() }), 'The portfolio'),
    ...errorResponses,
  },
});

const portfolioCsvRoute = createRoute({
  method: 'get',
  path: '/api/provider/portfolio.csv',
  tags,
  summary: 'The portfolio as CSV (every matching school)',
  middleware: [requireProvider('schools.list-all')] as const,
  request: { query: PortfolioFilters },
  responses: {
    200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
    ...errorResponses,
  },
});

export const PORTFOLIO_CSV_HEADER = [
  'School',
  'Region',
  'Progress %',
  'Sections completed',
  'Compliance level',
  'Compliance %',
  'Failing items',
  'Last activity',
  'Next review',
  'Last review',
  'Review overdue',
] as const;

const PORTFOLIO_CACHE = { name: 'provider-portfolio', tables: ['schools', 'plan_progress', 'plan_sections'] };
const cachedPortfolio = async (
  db: Parameters<typeof loadPortfolio>[0],
  query: Parameters<typeof loadPortfolio>[1],
) => ({
  value: await loadPortfolio(db, query),
  validUntil: Number.POSITIVE_INFINITY,
});

export function progressRoutes() {
  const app = apiRouter();

  app.openapi(progressRoute, async (c) => {
    const deps = c.get('deps');
    const body = await loadProgress(deps.db, c.get('school').id, c.get('user')!.id, deps.now());
    return c.json(body, 200);
  });

  app.openapi(badgesRoute, async (c) => {
    const deps = c.get('deps');
    return c.json(await loadBadges(deps.db, c.get('school').id, c.get('user')!.id, deps.now()), 200);
  });

  app.openapi(portfolioRoute, async (c) => {
    const query = c.req.valid('query');
    const deps = c.get('deps');
    const full = {
      ...query,
      sort: query.sort as PortfolioSort,
      level: query.level as ComplianceLevel | undefined,
      attention: query.attention as PortfolioAttention | undefined,
      today: nzDateOf(deps.now()),
    };
    // Issue 19: kept until a school, a progress row or a plan section is written (decision 016).
    const body = await readThrough(
      deps.db,
      PORTFOLIO_CACHE,
      JSON.stringify(full),
      deps.now().getTime(),
      cachedPortfolio,
      deps.db,
      full,
    );
    return c.json(body!, 200);
  });

  app.openapi(portfolioCsvRoute, async (c) => {
    const query = c.req.valid('query');
    const deps = c.get('deps');
    const rows = await loadPortfolioAll(deps.db, {
      ...query,
      sort: query.sort as PortfolioSort,
      level: query.level as ComplianceLevel | undefined,
      attention: query.attention as PortfolioAttention | undefined,
      today: nzDateOf(deps.now()),
    });
    const csv = toCsv([
      PORTFOLIO_CSV_HEADER,
      ...rows.map((r) => [
        r.name,
        r.region,
        r.overall,
        `${r.sectionsCompleted} of ${r.totalSections}`,
        COMPLIANCE_LEVEL_LABELS[r.complianceLevel],
        r.compliancePercent,
        r.failingCount,
        r.lastActivityAt ? nzDateOf(new Date(r.lastActivityAt)) : '',
        r.nextReviewDate ?? '',
        r.lastReviewDate ?? 'Never reviewed',
        r.reviewOverdue ? 'Yes' : 'No',
      ]),
    ]);
    const date = nzDateOf(c.get('deps').now());
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="waikura-portfolio-${date}.csv"`,
      'cache-control': 'no-store',
    });
  });

  return app;
}
