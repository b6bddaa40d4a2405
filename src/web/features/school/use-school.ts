import { useQuery } from '@tanstack/react-query';
import { call, client } from '../../lib/api';

export const schoolQueryKey = (id: string) => ['school', id] as const;

export function useSchool(schoolId: string | undefined) {
  return useQuery({
    queryKey: schoolQueryKey(schoolId ?? ''),
    queryFn: () => call(client.GET('/api/schools/{schoolId}', { params: { path: { schoolId: schoolId! } } })),
    enabled: Boolean(schoolId),
  });
}
