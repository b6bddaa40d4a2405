/**
 * The footer's links to the public start pages (issue 20b). Core messages (spread into `en-core.ts`): the
 * footer is on every page. The start pages' own words (`en-public-start.ts`) load with those pages
 * (decision 046).
 */
export const enFooter = {
  'footer.getStarted': 'Get started',
  'footer.teMana': 'Te Mana o te Wai',
} as const;
