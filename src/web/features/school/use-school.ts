import { useQuery } from '@tanstack/react-query';
import { call, client } from '../../lib/api';

export const schoolQueryKey = (id: string) => ['school', id] as const;

/** The school's query (its id or slug as the address has it), for useSchool and the dashboard's loader. */
export const schoolQuery = (schoolId: string) => ({
  queryKey: schoolQueryKey(schoolId),
  queryFn: () => call(client.GET('/api/schools/{schoolId}', { params: { path: { schoolId } } })),
});

export function useSchool(schoolId: string | undefined) {
  return useQuery({ ...schoolQuery(schoolId ?? ''), enabled: Boolean(schoolId) });
}
