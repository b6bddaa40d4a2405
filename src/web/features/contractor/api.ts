import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface Assignment {
  id: string;
  schoolId: string;
  schoolName: string;
  schoolSlug: string;
  region: string | null;
  assignedDate: string;
}

/** One entry of a school's maintenance log (GET /api/schools/{schoolId}/maintenance-log). */
export interface MaintenanceEntry {
  id: string;
  recordedByName: string;
  performedOn: string;
  component: string;
  workDone: string;
  equipmentUsed: string | null;
  materialsUsed: string | null;
  safetyPrecautions: string | null;
  followUpNeeded: boolean;
}

export const maintenanceLogKey = (schoolKey: string) => ['maintenance-log', schoolKey] as const;

/** A school's maintenance log, by its id or slug: the contractor's log page and 8.3 read it. */
export const useMaintenanceLog = (schoolKey: string) =>
  useQuery({
    queryKey: maintenanceLogKey(schoolKey),
    queryFn: () =>
      api<{ entries: MaintenanceEntry[]; canRecord: boolean }>(
        `/api/schools/${encodeURIComponent(schoolKey)}/maintenance-log`,
      ),
  });

export const useAssignments = () =>
  useQuery({
    queryKey: ['contractor', 'assignments'],
    queryFn: () => api<{ assignments: Assignment[] }>('/api/contractor/assignments'),
  });
