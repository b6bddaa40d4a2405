import { useQuery } from '@tanstack/react-query';
import { api, type SchoolDetail } from '../../lib/api';

export const schoolQueryKey = (id: string) => ['school', id] as const;

export function useSchool(schoolId: string | undefined) {
  return useQuery({
    queryKey: schoolQueryKey(schoolId ?? ''),
    queryFn: () => api<SchoolDetail>(`/api/schools/${encodeURIComponent(schoolId!)}`),
    enabled: Boolean(schoolId),
  });
}
