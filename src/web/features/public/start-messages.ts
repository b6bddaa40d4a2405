/**
 * The start pages' words (`en-public-start.ts`: /getstarted, /dual-home, /te-mana-o-te-wai, the home page's
 * "New to WaiKura?" box, provider staff's /waikura/site-visit notice) join the catalogue when a page that
 * shows them loads, not with the first script of every page (decision 046). Each of those pages imports this
 * module; its route also waits for `startMessages`, so in te reo Māori the page is drawn in te reo at once.
 */
import { addPageMessages } from '../../i18n';
import { enPublicStart } from '../../i18n/en-public-start';

export const startMessages = addPageMessages(enPublicStart, () =>
  import('../../i18n/mi-public-start').then((m) => m.miPublicStart),
);
