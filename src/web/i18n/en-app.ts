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

export const enApp = {
  ...enAccount,
  ...enSignIn,
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
  // Issue 18: WaiKura AI.
  ...enAssistant,
  ...enContractorWork,
  ...enFeedback,
  // Issue 19 (provider staff): portfolio attention, supplies, suppliers, deliveries, staff, finance, map, approval.
  ...enProviderOps,
  ...enIwiEngagement, // Issue 20: the iwi and mana whenua engagement tracker.
  // Issue 19d: the shared photo component.
  ...enPhotos,
  ...enTaskPhotos,
  ...enApprovalChair,
  ...enScheduleItem,
  ...enSchoolPlace, // issue 19c: a school's place on the map
  ...enBadges, // issue 20h: badge and milestone names by id (decision 045)
  ...enWebVitals, // issue 20h: the provider staff's speed report
  ...enQuestionnaire, // issue 20h: the pre-visit questionnaire's questions by id
  ...enWaterSources, // the kinds of water supply by id
} as const;
