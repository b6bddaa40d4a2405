/**
 * The English messages of the signed-in app (the plan, its pages and finder, notifications, the calendar,
 * progress, the portfolio, the regulatory notes). Loaded with the app's routes (`app/app-routes.tsx`), never
 * by a public page (decision 026).
 */
import { enCalendar } from './en-calendar';
import { enNotifications } from './en-notifications';
import { enOffline } from './en-offline';
import { enPlan } from './en-plan';
import { enPlanFinding } from './en-plan-finding';
import { enPlanPages } from './en-plan-pages';
import { enPortfolio } from './en-portfolio';
import { enProgress } from './en-progress';
import { enProviderOps } from './en-provider-ops';
import { enRegulatory } from './en-regulatory';
import { enWater } from './en-water';

export const enApp = {
  ...enPlan,
  ...enPlanPages,
  ...enPlanFinding,
  ...enNotifications,
  ...enCalendar,
  ...enProgress,
  ...enPortfolio,
  ...enRegulatory,
  ...enOffline,
  ...enWater,
  // Issue 19 (provider staff): portfolio attention, supplies, suppliers, deliveries, staff, finance, map, approval.
  ...enProviderOps,
} as const;
