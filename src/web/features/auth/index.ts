/** What other features may use of the sign-in feature. */
export { NewPasswordFields } from './new-password-fields';
