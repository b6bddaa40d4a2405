/**
 * Photos attached to a record (components/photo-upload.tsx, issue 19d): calendar completions, visit
 * reports and contractor tasks share these words.
 */
export const enPhotos = {
  'photos.label': 'Photos',
  'photos.add': 'Add photos',
  'photos.uploading': 'Uploading {name}: {percent}%',
  'photos.alt': 'Photo {name}',
  'photos.remove': 'Remove',
  'photos.removeFailed': '{name} was not removed: {reason}',
  'photos.tooMany': 'You can add up to {max} photos.',
  'photos.notImage': '{name} is not a PNG or JPEG photo. Choose a photo in one of those formats.',
  'photos.tooBig': '{name} is larger than {max} MB. Choose a smaller photo.',
  'photos.failed': '{name} was not uploaded: {reason}',
} as const;
