/**
 * The error logger: the last 100 errors in memory, the last 50 in local storage, and each one
 * reported to the server (page-level client error reports).
 */
export const ERROR_LOG_KEY = 'waikura-error-log';
const MEMORY_LIMIT = 100;
const STORED_LIMIT = 50;

export interface ErrorRecord {
  message: string;
  stack?: string;
  pageUrl: string;
  at: string;
}

const memory: ErrorRecord[] = [];

export function logError(error: unknown, context?: string): void {
  const err = error instanceof Error ? error : new Error(String(error));
  const record: ErrorRecord = {
    message: (context ? `${context}: ${err.message}` : err.message).slice(0, 2000),
    stack: err.stack?.slice(0, 10000),
    pageUrl: window.location.pathname + window.location.search,
    at: new Date().toISOString(),
  };
  memory.push(record);
  if (memory.length > MEMORY_LIMIT) memory.shift();
  try {
    const stored = JSON.parse(localStorage.getItem(ERROR_LOG_KEY) ?? '[]') as ErrorRecord[];
    stored.push(record);
    localStorage.setItem(ERROR_LOG_KEY, JSON.stringify(stored.slice(-STORED_LIMIT)));
  } catch {
    /* storage full or blocked */
  }
  void fetch('/api/client-errors', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: record.message, stack: record.stack, pageUrl: record.pageUrl }),
  }).catch(() => {});
}

export const recentErrors = () => [...memory];

export function installGlobalErrorHandlers(): void {
  window.addEventListener('error', (e) => logError(e.error ?? e.message, 'window'));
  window.addEventListener('unhandledrejection', (e) => logError(e.reason, 'promise'));
}
