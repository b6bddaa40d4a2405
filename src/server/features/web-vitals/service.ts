import { gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webVitals } from '../../db/schema';

export const WEB_VITAL_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type WebVitalMetric = (typeof WEB_VITAL_METRICS)[number];

/** The provider page's window: the last 28 days, as the Chrome UX Report reads its field data. */
export const WEB_VITALS_DAYS = 28;

export interface WebVitalSample {
  name: WebVitalMetric;
  value: number;
  route: string;
}

export async function recordWebVitals(db: Db, samples: WebVitalSample[], now: Date): Promise<void> {
  await db
    .insert(webVitals)
    .values(samples.map((s) => ({ route: s.route, metric: s.name, value: s.value, createdAt: now })));
}

export interface RouteVitals {
  route: string;
  metrics: Record<WebVitalMetric, { p75: number; samples: number } | null>;
}

/** The 75th percentile of each metric per route over the last 28 days, busiest route first. */
export async function summariseWebVitals(db: Db, now: Date): Promise<{ since: Date; routes: RouteVitals[] }> {
  const since = new Date(now.getTime() - WEB_VITALS_DAYS * 86_400_000);
  const rows = await db
    .select({
      route: webVitals.route,
      metric: webVitals.metric,
      p75: sql<number>`percentile_cont(0.75) within group (order by ${webVitals.value})`.mapWith(Number),
      samples: sql<number>`count(*)`.mapWith(Number),
    })
    .from(webVitals)
    .where(gte(webVitals.createdAt, since))
    .groupBy(webVitals.route, webVitals.metric);
  const byRoute = new Map<string, RouteVitals>();
  for (const row of rows) {
    if (!(WEB_VITAL_METRICS as readonly string[]).includes(row.metric)) continue;
    let entry = byRoute.get(row.route);
    if (!entry) {
      entry = { route: row.route, metrics: { LCP: null, INP: null, CLS: null } };
      byRoute.set(row.route, entry);
    }
    entry.metrics[row.metric as WebVitalMetric] = { p75: row.p75, samples: row.samples };
  }
  const views = (r: RouteVitals) => Math.max(...WEB_VITAL_METRICS.map((m) => r.metrics[m]?.samples ?? 0));
  const routes = [...byRoute.values()].sort((a, b) => views(b) - views(a) || a.route.localeCompare(b.route));
  return { since, routes };
}

/**
 * A fixed-window limit per client address, and one for all clients together, kept in this process:
 * enough to stop one browser (or a script) filling the table; several server processes each keep
 * their own count.
 */
export class BatchLimiter {
  private window = 0;
  private total = 0;
  private readonly counts = new Map<string, number>();
  constructor(
    private readonly perAddress: number,
    private readonly overall: number,
    private readonly windowMs = 60_000,
  ) {}

  /** Counts a batch from `address`; false when it is over either limit. */
  take(address: string, nowMs: number): boolean {
    const window = Math.floor(nowMs / this.windowMs);
    if (window !== this.window) {
      this.window = window;
      this.total = 0;
      this.counts.clear();
    }
    const count = this.counts.get(address) ?? 0;
    if (count >= this.perAddress || this.total >= this.overall) return false;
    this.counts.set(address, count + 1);
    this.total += 1;
    return true;
  }
}
