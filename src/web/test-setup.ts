/**
 * The web project's tests render app components without the app's routes, which add the app's English
 * messages in the browser (decision 026); here they are added before every test file.
 */
import { addMessages } from './i18n';
import { enAppParts } from './i18n/en-app';
import { enPublicStart } from './i18n/en-public-start';
import { enSamplePlan } from './i18n/en-sample-plan';

addMessages(...enAppParts);
// The start pages' and the sample plan's, which their pages' routes add (decision 046).
addMessages({ ...enPublicStart, ...enSamplePlan });
