/**
 * The provider portfolio (issue 4): every school with its plan's progress, compliance level, failing
 * items, last activity and next review date, filtered, sorted and paged in one query over the schools
 * and their progress rows. A school whose plan was never opened has no progress row: it shows the
 * figures of an empty plan.
 */
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { PLAN_SECTIONS } from '../../../domain/plan/catalogue';
import { type ComplianceLevel, planCompliance } from '../../../domain/plan/compliance';
import { PORTFOLIO_SORTS, type PortfolioSort } from '../../../domain/portfolio';
import type { Db } from '../../db/client';
import { planProgress, schools } from '../../db/schema';
import { containsText } from '../../lib/search';

export { PORTFOLIO_SORTS, type PortfolioSort };

export interface PortfolioQuery {
  q?: string;
  level?: ComplianceLevel;
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

const SORT_COLUMNS: Record<PortfolioSort, SQL | typeof schools.name> = {
  name: schools.name,
  progress: overall,
  compliance: compliancePercent,
  failing: failingCount,
  lastActivity: sql`${planProgress.lastActivityAt}`,
  nextReview: sql`${planProgress.nextReviewDate}`,
};

function where(query: Pick<PortfolioQuery, 'q' | 'level'>): SQL | undefined {
  const q = query.q?.trim();
  return and(
    q ? containsText([schools.name, schools.region], q) : undefined,
    query.level ? eq(complianceLevel, query.level) : undefined,
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
    })),
    total: Number(total[0]?.n ?? 0),
  };
}

export type PortfolioRow = Awaited<ReturnType<typeof loadPortfolio>>['schools'][number];

/** Every matching school (no paging), for the CSV export. */
export async function loadPortfolioAll(db: Db, query: Omit<PortfolioQuery, 'limit' | 'offset'>) {
  return (await loadPortfolio(db, { ...query, limit: 100_000, offset: 0 })).schools;
}
