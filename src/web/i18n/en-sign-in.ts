/**
 * The sign-in page's own words. The page is prerendered (decision 048), so they come with its chunk
 * (features/auth/sign-in-messages.ts) and not with the app's routes; the app's account pages that share
 * them (the e-mail and password fields) have them through `en-app.ts`.
 */
export const enSignIn = {
  'auth.email': 'Email address',
  'auth.password': 'Password',
  'auth.login.title': 'Log in to WaiKura',
  'auth.login.intro': "Your school's Drinking Water Safety Plan, kept safe and up to date.",
  'auth.login.forgot': 'Forgot your password?',
  'auth.login.noAccount': 'New to WaiKura?',
} as const;
