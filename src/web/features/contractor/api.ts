import { useQuery } from '@tanstack/react-query';
import { call, client, type Schema } from '../../lib/api';
import type { paths } from '../../lib/api-schema';

export type Assignment =
  paths['/api/contractor/assignments']['get']['responses'][200]['content']['application/json']['assignments'][number];

/** One entry of a school's maintenance log (GET /api/schools/{schoolId}/maintenance-log). */
export type MaintenanceEntry = Schema<'MaintenanceEntry'>;

export const maintenanceLogKey = (schoolKey: string) => ['maintenance-log', schoolKey] as const;

/** A school's maintenance log, by its id or slug: the contractor's log page and 8.3 read it. */
export const useMaintenanceLog = (schoolKey: string) =>
  useQuery({
    queryKey: maintenanceLogKey(schoolKey),
    queryFn: () =>
      call(
        client.GET('/api/schools/{schoolId}/maintenance-log', { params: { path: { schoolId: schoolKey } } }),
      ),
  });

export const useAssignments = () =>
  useQuery({
    queryKey: ['contractor', 'assignments'],
    queryFn: () => call(client.GET('/api/contractor/assignments')),
  });
