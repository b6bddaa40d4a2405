/** A slug is the lower-cased name with every run of non-alphanumerics replaced by one hyphen. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The legacy id variant of the platform specification: upper-cased, with a _SCHOOL_ID suffix. */
export function legacySchoolIdVariant(param: string): string {
  const upper = param.toUpperCase();
  return upper.endsWith('_SCHOOL_ID') ? upper : `${upper}_SCHOOL_ID`;
}
