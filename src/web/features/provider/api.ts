import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatNz } from '../../i18n/dates';
import { type BodyOf, call, client, type Schema } from '../../lib/api';

export type Contractor = Schema<'Contractor'>;
export type ActivityEntry = Schema<'ActivityEntry'>;
export type People = Schema<'SchoolPeople'>;

export function useSchools(q: string, offset = 0) {
  return useQuery({
    queryKey: ['schools', 'list', q, offset],
    queryFn: () =>
      call(client.GET('/api/schools', { params: { query: { limit: 50, offset, q: q || undefined } } })),
    placeholderData: keepPreviousData,
  });
}

export function useCreateSchool() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'/api/schools', 'post'>) => call(client.POST('/api/schools', { body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['schools'] }),
  });
}

export const useContractors = () =>
  useQuery({
    queryKey: ['contractors'],
    queryFn: () => call(client.GET('/api/contractors')),
  });

export function useCreateContractor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'/api/contractors', 'post'>) => call(client.POST('/api/contractors', { body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['contractors'] }),
  });
}

export const useActivity = (schoolId?: string) =>
  useQuery({
    queryKey: ['activity', schoolId ?? 'all'],
    queryFn: () =>
      schoolId
        ? call(client.GET('/api/schools/{schoolId}/activity', { params: { path: { schoolId } } }))
        : call(client.GET('/api/activity', { params: { query: { limit: 20 } } })),
    staleTime: 15_000,
  });

export const usePeople = (schoolId: string) =>
  useQuery({
    queryKey: ['people', schoolId],
    queryFn: () => call(client.GET('/api/schools/{schoolId}/people', { params: { path: { schoolId } } })),
  });

/** A change to a school's people: the typed call, then the lists it touches are read again. */
export function useSchoolMutation<TBody>(schoolId: string, send: (body: TBody) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['people', schoolId] });
      void qc.invalidateQueries({ queryKey: ['activity'] });
      void qc.invalidateQueries({ queryKey: ['contractors'] });
    },
  });
}

export const formatDate = (value: string | null | undefined) =>
  value
    ? formatNz('date', new Date(value), {
        timeZone: 'Pacific/Auckland',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      })
    : '';

export const formatDateTime = (value: string | null | undefined) =>
  value
    ? formatNz('datetime', new Date(value), {
        timeZone: 'Pacific/Auckland',
        day: 'numeric',
        month: 'short',
        hour: 'numeric',
        minute: '2-digit',
      })
    : '';
