/**
 * The sample plan's words (`en-sample-plan.ts`: the /ta-demo pages and the home page's link to them) join
 * the catalogue when a page that shows them loads, not with the first script of every page (decision 046).
 * Each of those pages imports this module; its route also waits for `samplePlanMessages`, so in te reo
 * Māori the page is drawn in te reo at once.
 */
import { addPageMessages } from '../../i18n';
import { enSamplePlan } from '../../i18n/en-sample-plan';

export const samplePlanMessages = addPageMessages(enSamplePlan, () =>
  import('../../i18n/mi-sample-plan').then((m) => m.miSamplePlan),
);
