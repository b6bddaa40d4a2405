/** The plan's API as the web app uses it: types (from the OpenAPI document) and TanStack Query hooks. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { uploadFile as uploadFormFile } from '../../components/upload-file';
import { call, client, type ResponseOf, type Schema, type SectionStatus } from '../../lib/api';

export type SectionState = Schema<'PlanSection'>;
export type SectionSummary = Omit<SectionState, 'content'>;
export type PlanOverview = ResponseOf<'/api/schools/{schoolId}/plan', 'get'>;
export type Revision = Schema<'PlanRevision'>;
export type UploadedFile = Schema<'PlanFile'>;

const base = (schoolId: string) => `/api/schools/${encodeURIComponent(schoolId)}/plan`;
const sectionPath = (schoolId: string, sectionId: string) => ({ path: { schoolId, sectionId } });

export const planKeys = {
  all: (schoolId: string) => ['plan', schoolId] as const,
  overview: (schoolId: string) => ['plan', schoolId, 'overview'] as const,
  section: (schoolId: string, sectionId: string) => ['plan', schoolId, 'section', sectionId] as const,
  /** Is `key` a section's key (`section` above), whichever school? */
  isSection: (key: readonly unknown[], sectionId: string) => {
    const [plan, , kind, id] = planKeys.section('', sectionId);
    return key.length === 4 && key[0] === plan && key[2] === kind && key[3] === id;
  },
  revisions: (schoolId: string, sectionId?: string) =>
    ['plan', schoolId, 'revisions', sectionId ?? 'all'] as const,
  revision: (schoolId: string, sectionId: string, revisionId: string) =>
    ['plan', schoolId, 'revision', sectionId, revisionId] as const,
};

export function usePlan(schoolId: string | undefined) {
  return useQuery({
    queryKey: planKeys.overview(schoolId ?? ''),
    queryFn: () =>
      call(client.GET('/api/schools/{schoolId}/plan', { params: { path: { schoolId: schoolId! } } })),
    enabled: Boolean(schoolId),
  });
}

export function useSection(schoolId: string, sectionId: string) {
  return useQuery({
    queryKey: planKeys.section(schoolId, sectionId),
    queryFn: () => fetchSection(schoolId, sectionId),
    // The form owns its draft: a background refetch must never replace what someone is typing.
    enabled: Boolean(schoolId),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnReconnect: false,
  });
}

export const saveSection = (
  schoolId: string,
  sectionId: string,
  version: number,
  content: Record<string, unknown>,
) =>
  call(
    client.PUT('/api/schools/{schoolId}/plan/sections/{sectionId}', {
      params: sectionPath(schoolId, sectionId),
      body: { version, content },
    }),
  );

export const fetchSection = (schoolId: string, sectionId: string) =>
  call(
    client.GET('/api/schools/{schoolId}/plan/sections/{sectionId}', {
      params: sectionPath(schoolId, sectionId),
    }),
  );

export function useSetStatus(schoolId: string, sectionId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (status: SectionStatus | null) =>
      call(
        client.PUT('/api/schools/{schoolId}/plan/sections/{sectionId}/status', {
          params: sectionPath(schoolId, sectionId),
          body: { status },
        }),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: planKeys.overview(schoolId) }),
  });
}

export function useRevisions(schoolId: string, sectionId?: string) {
  return useQuery({
    queryKey: planKeys.revisions(schoolId, sectionId),
    queryFn: () =>
      sectionId
        ? call(
            client.GET('/api/schools/{schoolId}/plan/sections/{sectionId}/revisions', {
              params: sectionPath(schoolId, sectionId),
            }),
          )
        : call(client.GET('/api/schools/{schoolId}/plan/revisions', { params: { path: { schoolId } } })),
    // A page that finds its school's id first passes '' until then.
    enabled: Boolean(schoolId),
  });
}

export function useRevision(schoolId: string, sectionId: string, revisionId: string | null) {
  return useQuery({
    queryKey: planKeys.revision(schoolId, sectionId, revisionId ?? ''),
    queryFn: () =>
      call(
        client.GET('/api/schools/{schoolId}/plan/sections/{sectionId}/revisions/{revisionId}', {
          params: { path: { schoolId, sectionId, revisionId: revisionId! } },
        }),
      ),
    enabled: Boolean(revisionId),
  });
}

export const restoreRevision = (schoolId: string, sectionId: string, revisionId: string, version: number) =>
  call(
    client.POST('/api/schools/{schoolId}/plan/sections/{sectionId}/revisions/{revisionId}/restore', {
      params: { path: { schoolId, sectionId, revisionId } },
      body: { version },
    }),
  );

export const fileUrl = (schoolId: string, fileId: string) =>
  `${base(schoolId)}/files/${encodeURIComponent(fileId)}`;

export const exportUrl = (schoolId: string, format: 'pdf' | 'docx') => `${base(schoolId)}/export.${format}`;

/** Uploads one attachment, with its progress (components/upload-file.ts). */
export const uploadFile = (
  schoolId: string,
  sectionId: string,
  fieldName: string,
  file: File,
  onProgress?: (fraction: number) => void,
) => uploadFormFile<UploadedFile>(`${base(schoolId)}/files`, file, onProgress, { sectionId, fieldName });
