/** The plan's API as the web app uses it: types and TanStack Query hooks. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SectionProgress, SectionStatus } from '../../../domain/plan/status';
import { api } from '../../lib/api';

export interface SectionState {
  sectionId: string;
  number: string;
  title: string;
  partId: string;
  content: Record<string, unknown>;
  version: number;
  status: SectionStatus;
  percent: number;
  statusOverride: SectionStatus | null;
  progress: SectionProgress;
  updatedAt: string | null;
  updatedByName: string | null;
}

export type SectionSummary = Omit<SectionState, 'content'>;

export interface PlanOverview {
  sections: SectionSummary[];
  parts: { partId: string; status: string; order: number }[];
  canEdit: boolean;
}

export interface Revision {
  id: string;
  sectionId: string;
  version: number;
  kind: 'save' | 'restore' | 'status';
  changedFields: string[];
  status: string;
  statusOverride: string | null;
  restoredFrom: number | null;
  userName: string;
  createdAt: string;
}

export interface UploadedFile {
  id: string;
  name: string;
  mime: string;
  size: number;
}

const base = (schoolId: string) => `/api/schools/${encodeURIComponent(schoolId)}/plan`;

export const planKeys = {
  all: (schoolId: string) => ['plan', schoolId] as const,
  overview: (schoolId: string) => ['plan', schoolId, 'overview'] as const,
  section: (schoolId: string, sectionId: string) => ['plan', schoolId, 'section', sectionId] as const,
  revisions: (schoolId: string, sectionId?: string) =>
    ['plan', schoolId, 'revisions', sectionId ?? 'all'] as const,
  revision: (schoolId: string, sectionId: string, revisionId: string) =>
    ['plan', schoolId, 'revision', sectionId, revisionId] as const,
};

export function usePlan(schoolId: string | undefined) {
  return useQuery({
    queryKey: planKeys.overview(schoolId ?? ''),
    queryFn: () => api<PlanOverview>(base(schoolId!)),
    enabled: Boolean(schoolId),
  });
}

export function useSection(schoolId: string, sectionId: string) {
  return useQuery({
    queryKey: planKeys.section(schoolId, sectionId),
    queryFn: () => api<SectionState & { canEdit: boolean }>(`${base(schoolId)}/sections/${sectionId}`),
    // The form owns its draft: a background refetch must never replace what someone is typing.
    enabled: Boolean(schoolId),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnReconnect: false,
  });
}

export const saveSection = (schoolId: string, sectionId: string, version: number, content: unknown) =>
  api<SectionState & { changedFields: string[] }>(`${base(schoolId)}/sections/${sectionId}`, {
    method: 'PUT',
    body: { version, content },
  });

export const fetchSection = (schoolId: string, sectionId: string) =>
  api<SectionState & { canEdit: boolean }>(`${base(schoolId)}/sections/${sectionId}`);

export function useSetStatus(schoolId: string, sectionId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (status: SectionStatus | null) =>
      api<SectionState>(`${base(schoolId)}/sections/${sectionId}/status`, {
        method: 'PUT',
        body: { status },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: planKeys.overview(schoolId) }),
  });
}

export function useRevisions(schoolId: string, sectionId?: string) {
  return useQuery({
    queryKey: planKeys.revisions(schoolId, sectionId),
    queryFn: () =>
      api<{ revisions: Revision[] }>(
        sectionId ? `${base(schoolId)}/sections/${sectionId}/revisions` : `${base(schoolId)}/revisions`,
      ),
  });
}

export function useRevision(schoolId: string, sectionId: string, revisionId: string | null) {
  return useQuery({
    queryKey: planKeys.revision(schoolId, sectionId, revisionId ?? ''),
    queryFn: () =>
      api<Revision & { content: Record<string, unknown> }>(
        `${base(schoolId)}/sections/${sectionId}/revisions/${revisionId}`,
      ),
    enabled: Boolean(revisionId),
  });
}

export const restoreRevision = (schoolId: string, sectionId: string, revisionId: string, version: number) =>
  api<SectionState>(`${base(schoolId)}/sections/${sectionId}/revisions/${revisionId}/restore`, {
    method: 'POST',
    body: { version },
  });

export const fileUrl = (schoolId: string, fileId: string) =>
  `${base(schoolId)}/files/${encodeURIComponent(fileId)}`;

export const exportUrl = (schoolId: string, format: 'pdf' | 'docx') => `${base(schoolId)}/export.${format}`;

/** Uploads one attachment; progress through XMLHttpRequest so the user sees it move. */
export function uploadFile(
  schoolId: string,
  sectionId: string,
  fieldName: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('file', file);
    form.append('sectionId', sectionId);
    form.append('fieldName', fieldName);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${base(schoolId)}/files`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(e.loaded / e.total);
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status === 201) resolve(body as UploadedFile);
      else {
        const e = (body as { error?: { message?: string; fields?: Record<string, string> } } | null)?.error;
        reject(new Error(e?.fields?.file ?? e?.message ?? `Server error: ${xhr.status}`));
      }
    };
    xhr.onerror = () => reject(new Error('We could not reach WaiKura. Check your connection and try again.'));
    xhr.send(form);
  });
}
