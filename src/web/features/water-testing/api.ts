import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, call, client, type ResponseOf, type Schema } from '../../lib/api';

export type WaterTestLog = Schema<'WaterTestLog'>;
export type WaterTestResult = Schema<'WaterTestResult'>;
export type IncidentSummary = Schema<'IncidentSummary'>;
export type IncidentDetail = Schema<'IncidentDetail'>;
export type ResultBody = BodyOf<'/api/schools/{schoolId}/water-tests', 'post'>;
export type Created = ResponseOf<'/api/schools/{schoolId}/water-tests', 'post'>;

export const waterTestsKey = (schoolId: string) => ['water-tests', schoolId] as const;
export const incidentsKey = (schoolId: string) => ['incidents', schoolId] as const;
export const incidentKey = (schoolId: string, id: string) => ['incidents', schoolId, id] as const;

const path = (schoolId: string) => ({ params: { path: { schoolId } } });

export const useWaterTests = (schoolId: string) =>
  useQuery({
    queryKey: waterTestsKey(schoolId),
    queryFn: () => call(client.GET('/api/schools/{schoolId}/water-tests', path(schoolId))),
  });

/** Everything a new result can change: the log, the incidents, the bell. */
function useInvalidateAfterResult(schoolId: string) {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: waterTestsKey(schoolId) }),
      qc.invalidateQueries({ queryKey: incidentsKey(schoolId) }),
      qc.invalidateQueries({ queryKey: ['notifications'] }),
    ]);
}

export function useRecordResult(schoolId: string) {
  const after = useInvalidateAfterResult(schoolId);
  return useMutation({
    mutationFn: (body: ResultBody) =>
      call(client.POST('/api/schools/{schoolId}/water-tests', { ...path(schoolId), body })),
    onSuccess: after,
  });
}

export function useImportResults(schoolId: string) {
  const after = useInvalidateAfterResult(schoolId);
  return useMutation({
    mutationFn: (csv: string) =>
      call(client.POST('/api/schools/{schoolId}/water-tests/import', { ...path(schoolId), body: { csv } })),
    onSuccess: after,
  });
}

export const useIncidents = (schoolId: string) =>
  useQuery({
    queryKey: incidentsKey(schoolId),
    queryFn: () => call(client.GET('/api/schools/{schoolId}/incidents', path(schoolId))),
  });

export const useIncident = (schoolId: string, incidentId: string) =>
  useQuery({
    queryKey: incidentKey(schoolId, incidentId),
    queryFn: () =>
      call(
        client.GET('/api/schools/{schoolId}/incidents/{incidentId}', {
          params: { path: { schoolId, incidentId } },
        }),
      ),
    // The clock since discovery moves on.
    refetchInterval: 60_000,
  });

export function useIncidentAction(schoolId: string, incidentId: string) {
  const qc = useQueryClient();
  const params = { params: { path: { schoolId, incidentId } } };
  const done = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: incidentKey(schoolId, incidentId) }),
      qc.invalidateQueries({ queryKey: incidentsKey(schoolId) }),
    ]);
  return {
    event: useMutation({
      mutationFn: (body: BodyOf<'/api/schools/{schoolId}/incidents/{incidentId}/events', 'post'>) =>
        call(client.POST('/api/schools/{schoolId}/incidents/{incidentId}/events', { ...params, body })),
      onSuccess: done,
    }),
    regulator: useMutation({
      mutationFn: (body: BodyOf<'/api/schools/{schoolId}/incidents/{incidentId}/regulator', 'post'>) =>
        call(client.POST('/api/schools/{schoolId}/incidents/{incidentId}/regulator', { ...params, body })),
      onSuccess: done,
    }),
    close: useMutation({
      mutationFn: (body: BodyOf<'/api/schools/{schoolId}/incidents/{incidentId}/close', 'post'>) =>
        call(client.POST('/api/schools/{schoolId}/incidents/{incidentId}/close', { ...params, body })),
      onSuccess: done,
    }),
  };
}

export function useOpenIncident(schoolId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'/api/schools/{schoolId}/incidents', 'post'>) =>
      call(client.POST('/api/schools/{schoolId}/incidents', { ...path(schoolId), body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: incidentsKey(schoolId) }),
  });
}

export const useEmergencyDashboard = () =>
  useQuery({
    queryKey: ['provider', 'incidents'],
    queryFn: () => call(client.GET('/api/provider/incidents')),
    refetchInterval: 60_000,
  });

export const useComplianceReport = (schoolId: string, year: number) =>
  useQuery({
    queryKey: ['water-tests', schoolId, 'report', year],
    queryFn: () =>
      call(
        client.GET('/api/schools/{schoolId}/water-tests/report', {
          params: { path: { schoolId }, query: { year } },
        }),
      ),
  });
