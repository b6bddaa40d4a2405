import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type School } from '../../lib/api';

export interface Contractor {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  activeAssignments: number;
}
export interface ActivityEntry {
  id: string;
  userEmail: string | null;
  userRole: string | null;
  activityType: string;
  description: string;
  ipAddress: string | null;
  timestamp: string;
}
export interface People {
  staff: { id: string; name: string; email: string; role: string; emailVerified: boolean }[];
  viewers: {
    id: string;
    userId: string;
    name: string;
    email: string;
    expiresAt: string;
    revokedAt: string | null;
  }[];
  contractors: {
    id: string;
    contractorId: string;
    name: string;
    email: string;
    assignmentStatus: 'active' | 'ended';
    assignedDate: string;
    endedDate: string | null;
  }[];
  pendingInvitations: { id: string; email: string; role: string; createdAt: string }[];
}

export function useSchools(q: string, offset = 0) {
  return useQuery({
    queryKey: ['schools', 'list', q, offset],
    queryFn: () =>
      api<{ schools: School[]; total: number }>(
        `/api/schools?limit=50&offset=${offset}${q ? `&q=${encodeURIComponent(q)}` : ''}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useCreateSchool() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      name: string;
      moeNumber?: number | null;
      region?: string | null;
      address?: string | null;
      waterSource?: string | null;
    }) => api<School>('/api/schools', { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['schools'] }),
  });
}

export const useContractors = () =>
  useQuery({
    queryKey: ['contractors'],
    queryFn: () => api<{ contractors: Contractor[] }>('/api/contractors'),
  });

export function useCreateContractor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; name: string }) =>
      api<{ userId: string }>('/api/contractors', { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['contractors'] }),
  });
}

export const useActivity = (schoolId?: string) =>
  useQuery({
    queryKey: ['activity', schoolId ?? 'all'],
    queryFn: () =>
      api<{ entries: ActivityEntry[] }>(
        schoolId ? `/api/schools/${encodeURIComponent(schoolId)}/activity` : '/api/activity?limit=20',
      ),
    staleTime: 15_000,
  });

export const usePeople = (schoolId: string) =>
  useQuery({
    queryKey: ['people', schoolId],
    queryFn: () => api<People>(`/api/schools/${encodeURIComponent(schoolId)}/people`),
  });

export function useSchoolMutation<TBody>(schoolId: string, path: (body: TBody) => string, withBody = true) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) =>
      api(`/api/schools/${encodeURIComponent(schoolId)}${path(body)}`, {
        method: 'POST',
        body: withBody ? body : {},
      }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['people', schoolId] });
      void qc.invalidateQueries({ queryKey: ['activity'] });
      void qc.invalidateQueries({ queryKey: ['contractors'] });
    },
  });
}

export const formatDate = (value: string | null | undefined) =>
  value
    ? new Date(value).toLocaleDateString('en-NZ', {
        timeZone: 'Pacific/Auckland',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      })
    : '';

export const formatDateTime = (value: string | null | undefined) =>
  value
    ? new Date(value).toLocaleString('en-NZ', {
        timeZone: 'Pacific/Auckland',
        day: 'numeric',
        month: 'short',
        hour: 'numeric',
        minute: '2-digit',
      })
    : '';
