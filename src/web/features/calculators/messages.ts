/**
 * The calculators' messages join the English catalogue when this chunk loads, before any of its pages
 * renders (as app-routes.tsx does for the app's). A public page elsewhere never loads them (decision 039).
 */
import { addMessages } from '../../i18n';
import { enCalculators } from '../../i18n/en-calculators';

addMessages(enCalculators);
