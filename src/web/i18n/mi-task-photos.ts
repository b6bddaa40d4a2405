import type { enTaskPhotos } from './en-task-photos';

/** Te reo Māori for a contractor task's photos (en-task-photos.ts). */
export const miTaskPhotos: { readonly [K in keyof typeof enTaskPhotos]: string } = {
  'taskPhotos.before': 'Ngā whakaahua i mua i te mahi: {title}',
  'taskPhotos.after': 'Ngā whakaahua i muri i te mahi: {title}',
  'taskPhotos.hint':
    'Te āhua i mua i tō tīmatanga, i te otinga hoki. PNG, JPEG rānei, kia 10 MB te nui o ia whakaahua; kia {max} ngā whakaahua te nui mō tētahi mahi.',
  'taskPhotos.open': 'Whakaahua {name} (ka tuwhera ki te rahi katoa)',
} as const;
