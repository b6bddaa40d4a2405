import type { enWaterSources } from './en-water-sources';

/** Te reo Māori names of the kinds of school water supply (docs/te-reo-glossary.md; for a fluent speaker's review). */
export const miWaterSources: { readonly [K in keyof typeof enWaterSources]: string } = {
  'waterSource.roof': 'Wai ua o te tuanui',
  'waterSource.bore': 'Puna kari (wai o raro whenua)',
  'waterSource.spring': 'Puna',
  'waterSource.stream': 'Awa, kōawa rānei',
  'waterSource.carted': 'Wai ka kawea mai',
  'waterSource.mixed': 'Neke atu i te kotahi te puna',
};
