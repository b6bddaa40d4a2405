/**
 * The calculators' messages join the English catalogue when this chunk loads, before any of its pages
 * renders (as app-routes.tsx does for the app's), and their te reo twin when te reo is (or becomes) the
 * language. A public page elsewhere never loads them (decision 039).
 */
import { addPageMessages } from '../../i18n';
import { enCalculators } from '../../i18n/en-calculators';

// Decision 046: a page's own messages, which do not bring te reo's app messages with them.
export const calculatorMessages = addPageMessages(enCalculators, () =>
  import('../../i18n/mi-calculators').then((m) => m.miCalculators),
);
