/**
 * The calculators' messages join the English catalogue when this chunk loads, before any of its pages
 * renders (as app-routes.tsx does for the app's), and their te reo twin when te reo is (or becomes) the
 * language. A public page elsewhere never loads them (decision 039).
 */
import { addMaoriMessages, addMessages } from '../../i18n';
import { enCalculators } from '../../i18n/en-calculators';

addMessages(enCalculators);
addMaoriMessages(() => import('../../i18n/mi-calculators').then((m) => m.miCalculators));
