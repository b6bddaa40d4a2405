import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, call, client, type ResponseOf, type Schema } from '../../lib/api';
import { sendOrQueue } from '../../lib/offline';

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

/** A write of the forms below: sent and stored, or kept on this device until the network returns. */
export type Sent<T> = { status: 'sent'; data: T } | { status: 'queued' };
/** Why a write was kept: the browser is offline, or it is online and WaiKura did not answer (it retries). */
export type QueuedWhy = 'offline' | 'unanswered';
export const queuedWhy = (): QueuedWhy =>
  typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'unanswered';
/** What the offline queue needs to name a write to the person ("E. coli 4 per 100 mL, sample KVS-1"). */
type Queued<B> = { body: Omit<B, 'clientId'>; summary: string };

/**
 * Enters one result through the offline queue (decision 028): online it is sent at once and a refusal is
 * thrown as an `ApiError` with the server's fields; offline it is kept and sent, once, when the network
 * returns (the queue gives it a `clientId`, which the server honours).
 */
export function useRecordResult(schoolId: string) {
  const after = useInvalidateAfterResult(schoolId);
  return useMutation({
    // Offline the write is kept, not waited for: TanStack's default ('online') would pause it.
    networkMode: 'always',
    mutationFn: async ({ body, summary }: Queued<ResultBody>): Promise<Sent<Created>> => {
      const out = await sendOrQueue({
        kind: 'result',
        summary,
        url: `/api/schools/${encodeURIComponent(schoolId)}/water-tests`,
        body,
      });
      return out.status === 'sent' ? { status: 'sent', data: out.data as Created } : { status: 'queued' };
    },
    onSuccess: (out) => (out.status === 'sent' ? after() : undefined),
  });
}

/** The address an incident's notes are sent to (also how the page finds its notes waiting to send). */
export const incidentEventsUrl = (schoolId: string, incidentId: string) =>
  `/api/schools/${encodeURIComponent(schoolId)}/incidents/${encodeURIComponent(incidentId)}/events`;

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
    // A step, note or follow-up sample: through the offline queue, like a result.
    event: useMutation({
      networkMode: 'always',
      mutationFn: async ({
        body,
        summary,
      }: Queued<BodyOf<'/api/schools/{schoolId}/incidents/{incidentId}/events', 'post'>>): Promise<
        Sent<unknown>
      > => {
        const out = await sendOrQueue({
          kind: 'note',
          summary,
          url: incidentEventsUrl(schoolId, incidentId),
          body,
        });
        return out.status === 'sent' ? { status: 'sent', data: out.data } : { status: 'queued' };
      },
      onSuccess: (out) => (out.status === 'sent' ? done() : undefined),
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
