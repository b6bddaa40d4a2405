import type { enFooter } from './en-footer';

/** Te reo Māori for `en-footer.ts`: the footer's links to the start pages. */
export const miFooter: { readonly [K in keyof typeof enFooter]: string } = {
  'footer.getStarted': 'Tīmata',
  'footer.teMana': 'Te Mana o te Wai',
};
