/**
 * The web project's tests render app components without the app's routes, which add the app's English
 * messages in the browser (decision 026); here they are added before every test file.
 */
import { addMessages } from './i18n';
import { enApp } from './i18n/en-app';

addMessages(enApp);
