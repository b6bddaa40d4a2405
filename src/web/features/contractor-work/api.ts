import { useQuery } from '@tanstack/react-query';
import { uploadFile } from '../../components/upload-file';
import { call, client, type Schema } from '../../lib/api';

export type Task = Schema<'ContractorTask'>;
export type ScheduleItem = Schema<'ScheduleItem'>;
export type VisitReport = Schema<'VisitReport'>;
export type ListedVisitReport = Schema<'ListedVisitReport'>;
export type Photo = VisitReport['photos'][number];

const schoolBase = (schoolId: string) => `/api/schools/${encodeURIComponent(schoolId)}`;

export const tasksKey = (schoolId: string) => ['contractor-tasks', schoolId] as const;
export const useTasks = (schoolId: string) =>
  useQuery({
    queryKey: tasksKey(schoolId),
    queryFn: () =>
      call(client.GET('/api/schools/{schoolId}/contractor-tasks', { params: { path: { schoolId } } })),
  });

/** The address of one item of the schedule: a stored task by its id, offered work by its source key. */
export const scheduleItemPath = (item: Pick<ScheduleItem, 'id' | 'sourceKey'>) =>
  `/contractor/schedule/${encodeURIComponent(item.id ?? item.sourceKey ?? '')}`;

export const scheduleKey = ['contractor', 'schedule'] as const;
export const useSchedule = () =>
  useQuery({
    queryKey: scheduleKey,
    queryFn: () => call(client.GET('/api/contractor/schedule')),
  });

export const useMyReports = () =>
  useQuery({
    queryKey: ['contractor', 'visit-reports'],
    queryFn: () => call(client.GET('/api/contractor/visit-reports')),
  });

export const reportKey = (schoolId: string, reportId: string) =>
  ['visit-report', schoolId, reportId] as const;
export const useReport = (schoolId: string, reportId: string | null) =>
  useQuery({
    queryKey: reportKey(schoolId, reportId ?? ''),
    enabled: Boolean(reportId && schoolId),
    queryFn: () =>
      call(
        client.GET('/api/schools/{schoolId}/visit-reports/{reportId}', {
          params: { path: { schoolId, reportId: reportId ?? '' } },
        }),
      ),
  });

export const useProviderReports = (status: 'submitted' | 'reviewed') =>
  useQuery({
    queryKey: ['provider', 'visit-reports', status],
    queryFn: () => call(client.GET('/api/provider/visit-reports', { params: { query: { status } } })),
  });

export const photoUrl = (schoolId: string, fileId: string) =>
  `${schoolBase(schoolId)}/visit-report-photos/${encodeURIComponent(fileId)}`;

export const pdfUrl = (schoolId: string, reportId: string) =>
  `${schoolBase(schoolId)}/visit-reports/${encodeURIComponent(reportId)}/report.pdf`;

/** Uploads one visit-report photo (components/upload-file.ts). */
export const uploadPhoto = (schoolId: string, file: File, onProgress?: (fraction: number) => void) =>
  uploadFile(`${schoolBase(schoolId)}/visit-report-photos`, file, onProgress);
