/** The one HTTP client of the web app. Errors carry the API's `{ error: { code, message, fields? } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      credentials: 'same-origin',
      headers:
        init.body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(
      0,
      'network',
      'We could not reach WaiKura. Check your internet connection and try again.',
    );
  }
  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!response.ok) {
    const e = (
      data as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null
    )?.error;
    throw new ApiError(
      response.status,
      e?.code ?? 'http_error',
      e?.message ?? `Server error: ${response.status}`,
      e?.fields,
    );
  }
  return data as T;
}

export interface Me {
  id: string;
  email: string;
  name: string;
  role: string;
  schoolId: string | null;
  schoolName: string | null;
  schoolSlug: string | null;
  actions: string[];
  features: { activityLogging: boolean; chat: boolean; analytics: boolean; taTemplateSystem: boolean };
}

export interface School {
  id: string;
  name: string;
  slug: string;
  moeNumber: number | null;
  region: string | null;
  address: string | null;
  waterSource: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export type SchoolAction = 'read' | 'write' | 'manage' | 'maintain';
export type SectionStatus = 'not_started' | 'in_progress' | 'completed';

export interface SchoolDetail {
  school: School;
  actions: SchoolAction[];
  plan: { parts: number; sections: number };
}
