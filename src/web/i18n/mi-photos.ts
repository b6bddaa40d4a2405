import type { enPhotos } from './en-photos';

/** Te reo Māori for the shared photo component (en-photos.ts). */
export const miPhotos: { readonly [K in keyof typeof enPhotos]: string } = {
  'photos.label': 'Ngā whakaahua',
  'photos.add': 'Tāpiri whakaahua',
  'photos.uploading': 'E tukuake ana i a {name}: {percent}%',
  'photos.alt': 'Whakaahua {name}',
  'photos.remove': 'Tangohia',
  'photos.removeFailed': 'Kāore i tangohia a {name}: {reason}',
  'photos.tooMany': 'Ka taea e koe te tāpiri kia {max} ngā whakaahua te nui.',
  'photos.notImage':
    'Ehara a {name} i te whakaahua PNG, JPEG rānei. Kōwhiria he whakaahua i tētahi o aua momo.',
  'photos.tooBig': 'He nui ake a {name} i te {max} MB. Kōwhiria he whakaahua iti ake.',
  'photos.failed': 'Kāore i tukuake a {name}: {reason}',
};
