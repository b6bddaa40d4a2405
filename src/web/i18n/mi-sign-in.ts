import type { enSignIn } from './en-sign-in';

/** Te reo Māori twin of `en-sign-in.ts` (decision 042; wants a fluent speaker's review). */
export const miSignIn: { readonly [K in keyof typeof enSignIn]: string } = {
  'auth.email': 'Wāhitau īmēra',
  'auth.password': 'Kupuhipa',
  'auth.login.title': 'Takiuru ki WaiKura',
  'auth.login.intro': 'Te Mahere Haumaru Wai Inu a tō kura, e tiakina ana, e hou tonu ana.',
  'auth.login.forgot': 'Kua wareware i tō kupuhipa?',
  'auth.login.noAccount': 'He hou koe ki WaiKura?',
};
