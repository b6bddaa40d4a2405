import { schools } from './schema';

/** The columns of a school that the API returns, read once per request by the policy middleware. */
export const schoolColumns = {
  id: schools.id,
  name: schools.name,
  slug: schools.slug,
  moeNumber: schools.moeNumber,
  region: schools.region,
  address: schools.address,
  waterSource: schools.waterSource,
  version: schools.version,
  createdAt: schools.createdAt,
  updatedAt: schools.updatedAt,
};
