/**
 * The provider portfolio (issue 4): every school with its plan's progress, compliance level, failing
 * items, last activity and next review date, filtered, sorted and paged in one query over the schools
 * and their progress rows. A school whose plan was never opened has no progress row: it shows the
 * figures of an empty plan.
 */
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { PLAN_SECTIONS } from '../../../domain/plan/catalogue';
import { type ComplianceLevel, planCompliance } from '../../../domain/plan/compliance';
import {
  PORTFOLIO_ATTENTION,
  PORTFOLIO_SORTS,
  type PortfolioAttention,
  type PortfolioSort,
} from '../../../domain/portfolio';
import type { Db } from '../../db/client';
import { planProgress, planSections, schools } from '../../db/schema';
import { containsText } from '../../lib/search';

export { PORTFOLIO_ATTENTION, PORTFOLIO_SORTS, type PortfolioAttention, type PortfolioSort };

export interface PortfolioQuery {
  q?: string;
  level?: ComplianceLevel;
  /** Issue 19: only schools needing attention (`PORTFOLIO_ATTENTION`). */
  attention?: PortfolioAttention;
  /** Today's New Zealand date (YYYY-MM-DD): a next review before it is overdue. */
  today: string;
  sort: PortfolioSort;
  dir: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** The empty plan's compliance: what a school with no progress row shows. */
const EMPTY = planCompliance({}, new Date(0));

const overall = sql<number>`coalesce(${planProgress.overall}, 0)`;
const sectionsCompleted = sql<number>`coalesce(${planProgress.sectionsCompleted}, 0)`;
const compliancePercent = sql<number>`coalesce(${planProgress.compliancePercent}, ${EMPTY.overallCompliancePercentage})`;
const complianceLevel = sql<ComplianceLevel>`coalesce(${planProgress.complianceLevel}, ${EMPTY.complianceLevel})`;
const failingCount = sql<number>`coalesce(${planProgress.failingCount}, ${EMPTY.failingCount})`;

/**
 * The date of the latest review recorded in 7.2's review history (issue 19), or null when the plan was
 * never reviewed. Read from the stored answers (one indexed row per school), never written.
 */
const lastReviewDate = sql<string | null>`(
  select max(r->>'review_date')
  from ${planSections} ps,
    jsonb_array_elements(case when jsonb_typeof(ps.content->'review_history') = 'array'
      then ps.content->'review_history' else '[]'::jsonb end) r
  where ps.school_id = ${schools.id} and ps.section_id = 'annual-review'
    and r->>'review_date' ~ '^\\d{4}-\\d{2}-\\d{2}$'
)`;

const overdueWhen = (today: string) =>
  sql`(${planProgress.nextReviewDate} is not null and ${planProgress.nextReviewDate} < ${today})`;

const SORT_COLUMNS: Record<PortfolioSort, SQL | typeof schools.name> = {
  name: schools.name,
  progress: overall,
  compliance: compliancePercent,
  failing: failingCount,
  lastActivity: sql`${planProgress.lastActivityAt}`,
  nextReview: sql`${planProgress.nextReviewDate}`,
};

function attentionWhere(attention: PortfolioAttention | undefined, today: string): SQL | undefined {
  switch (attention) {
    case 'overdue':
      return overdueWhen(today);
    case 'never_reviewed':
      return sql`${lastReviewDate} is null`;
    case 'overdue_or_non_compliant':
      return or(overdueWhen(today), eq(complianceLevel, 'non_compliant'));
    default:
      return undefined;
  }
}

function where(query: Pick<PortfolioQuery, 'q' | 'level' | 'attention' | 'today'>): SQL | undefined {
  const q = query.q?.trim();
  return and(
    q ? containsText([schools.name, schools.region], q) : undefined,
    query.level ? eq(complianceLevel, query.level) : undefined,
    attentionWhere(query.attention, query.today),
  );
}

const columns = {
  id: schools.id,
  name: schools.name,
  slug: schools.slug,
  region: schools.region,
  overall,
  sectionsCompleted,
  compliancePercent,
  complianceLevel,
  failingCount,
  lastActivityAt: planProgress.lastActivityAt,
  nextReviewDate: planProgress.nextReviewDate,
  lastReviewDate,
};

function order(query: Pick<PortfolioQuery, 'sort' | 'dir'>): SQL[] {
  const column = SORT_COLUMNS[query.sort];
  const direction = query.dir === 'desc' ? desc(column) : asc(column);
  // Schools with no date yet go last either way; ties are broken by name, then id, so paging is stable.
  const nullsLast = sql`${direction} nulls last`;
  return [nullsLast, asc(schools.name), asc(schools.id)];
}

export async function loadPortfolio(db: Db, query: PortfolioQuery) {
  const filter = where(query);
  const { today } = query;
  const [rows, total] = await Promise.all([
    db
      .select(columns)
      .from(schools)
      .leftJoin(planProgress, eq(planProgress.schoolId, schools.id))
      .where(filter)
      .orderBy(...order(query))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: count() })
      .from(schools)
      .leftJoin(planProgress, eq(planProgress.schoolId, schools.id))
      .where(filter),
  ]);
  return {
    schools: rows.map((r) => ({
      ...r,
      overall: Number(r.overall),
      sectionsCompleted: Number(r.sectionsCompleted),
      totalSections: PLAN_SECTIONS.length,
      compliancePercent: Number(r.compliancePercent),
      failingCount: Number(r.failingCount),
      lastActivityAt: r.lastActivityAt ? new Date(r.lastActivityAt).toISOString() : null,
      lastReviewDate: r.lastReviewDate ?? null,
      neverReviewed: r.lastReviewDate == null,
      reviewOverdue: r.nextReviewDate !== null && r.nextReviewDate < today,
    })),
    total: Number(total[0]?.n ?? 0),
  };
}

export type PortfolioRow = Awaited<ReturnType<typeof loadPortfolio>>['schools'][number];

/** Every matching school (no paging), for the CSV export. */
export async function loadPortfolioAll(db: Db, query: Omit<PortfolioQuery, 'limit' | 'offset'>) {
  return (await loadPortfolio(db, { ...query, limit: 100_000, offset: 0 })).schools;
}
