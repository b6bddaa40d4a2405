/** A contractor task's photos, before and after the work (issue 19d, contractor-work/task-photos.tsx). */
export const enTaskPhotos = {
  'taskPhotos.before': 'Photos before the work: {title}',
  'taskPhotos.after': 'Photos after the work: {title}',
  'taskPhotos.hint':
    'What it looked like before you started and when you finished. PNG or JPEG, up to 10 MB each; up to {max} photos on a task.',
  'taskPhotos.open': 'Photo {name} (opens full size)',
} as const;
