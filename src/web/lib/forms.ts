import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/** Puts the server's field messages next to the fields; returns true when it did. */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  known: readonly string[],
): boolean {
  if (!(err instanceof ApiError) || !err.fields) return false;
  let applied = false;
  for (const [field, message] of Object.entries(err.fields)) {
    if (known.includes(field)) {
      setError(field as Path<T>, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}

/** Field → message, for the error summary. */
export function summaryOf<T extends FieldValues>(errors: FieldErrors<T>): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(errors)) out[k] = (v as { message?: string } | undefined)?.message;
  return out;
}
