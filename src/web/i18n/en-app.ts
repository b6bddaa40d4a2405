/**
 * The English messages of the signed-in app (sign-in and account pages, the plan, its pages and finder, notifications, the calendar,
 * progress, the portfolio, the regulatory notes). Loaded with the app's routes (`app/app-routes.tsx`), never
 * by a public page (decision 026).
 */
import { enAccount } from './en-account';
import { enApprovalChair } from './en-approval-chair';
import { enAssistant } from './en-assistant';
import { enBadges } from './en-badges';
import { enCalendar } from './en-calendar';
// Contractor work (issue 19a).
import { enContractorWork } from './en-contractor-work';
import { enFeedback } from './en-feedback';
import { enIwiEngagement } from './en-iwi-engagement';
import { enNotifications } from './en-notifications';
import { enOffline } from './en-offline';
import { enPhotos } from './en-photos';
import { enPlan } from './en-plan';
import { enPlanFinding } from './en-plan-finding';
import { enPlanPages } from './en-plan-pages';
import { enPortfolio } from './en-portfolio';
import { enProgress } from './en-progress';
import { enProviderOps } from './en-provider-ops';
import { enQuestionnaire } from './en-questionnaire';
import { enRegulatory } from './en-regulatory';
import { enScheduleItem } from './en-schedule-item';
import { enSchoolPlace } from './en-school-place';
import { enSignIn } from './en-sign-in';
import { enTaskPhotos } from './en-task-photos';
import { enWater } from './en-water';
import { enWaterSources } from './en-water-sources';
import { enWebVitals } from './en-web-vitals';

/**
 * The app's messages in their parts, added to the catalogue as they are (`addMessages`, which looks a key
 * up in each in turn): merged into one object, some two thousand keys were copied twice more in the task
 * that loads the app's routes, on a slow phone with the garbage collection that followed (decision 056).
 */
export const enAppParts = [
  enAccount,
  enSignIn,
  enPlan,
  enPlanPages,
  enPlanFinding,
  enNotifications,
  enCalendar,
  enProgress,
  enPortfolio,
  enRegulatory,
  enOffline,
  enWater,
  // Issue 18: WaiKura AI.
  enAssistant,
  enContractorWork,
  enFeedback,
  // Issue 19 (provider staff): portfolio attention, supplies, suppliers, deliveries, staff, finance, map, approval.
  enProviderOps,
  enIwiEngagement, // Issue 20: the iwi and mana whenua engagement tracker.
  // Issue 19d: the shared photo component.
  enPhotos,
  enTaskPhotos,
  enApprovalChair,
  enScheduleItem,
  enSchoolPlace, // issue 19c: a school's place on the map
  enBadges, // issue 20h: badge and milestone names by id (decision 045)
  enWebVitals, // issue 20h: the provider staff's speed report
  enQuestionnaire, // issue 20h: the pre-visit questionnaire's questions by id
  enWaterSources, // the kinds of water supply by id
] as const;

type Merged<T> = (T extends unknown ? (part: T) => void : never) extends (part: infer All) => void
  ? All
  : never;
/** The app's messages as one catalogue: its type, and (`mergedParts`) the object for types and tests. */
export type EnApp = Merged<(typeof enAppParts)[number]>;

/** Every part in one object: for `en.ts` and tests, not built by a page. */
export function mergedParts(): EnApp {
  return Object.assign({}, ...enAppParts) as EnApp;
}
