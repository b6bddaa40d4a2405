/**
 * The sign-in page's words (`en-sign-in.ts`) join the catalogue with its chunk: the page is prerendered and
 * public (decision 048), so it does not wait for the app's messages. Its route waits for this, so in te reo
 * Māori it is drawn in te reo at once.
 */
import { addPageMessages } from '../../i18n';
import { enSignIn } from '../../i18n/en-sign-in';

export const signInMessages = addPageMessages(enSignIn, () =>
  import('../../i18n/mi-sign-in').then((m) => m.miSignIn),
);
