import { useEffect, useState } from 'react';

/** How long a search box waits after the last keystroke before it searches. */
export const SEARCH_DELAY_MS = 250;

/** The value, once it has stayed the same for `ms` (what a search box searches for as someone types). */
export function useDebounced<T>(value: T, ms = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}
