import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from 'react';
import { translate, useI18n } from '../i18n';
import { ApiError, call, client, type Me } from './api';
import { logError } from './error-logger';
import { clearOfflineData, flushOfflineWrites, setOfflineUser } from './offline';
import { toast } from './toast';

interface AuthState {
  /** undefined while the first check runs. */
  user: Me | null | undefined;
  loading: boolean;
  login(email: string, password: string): Promise<Me>;
  logout(): Promise<void>;
  refresh(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);
export const ME_QUERY_KEY = ['me'] as const;

async function fetchMe(): Promise<Me | null> {
  try {
    return await call(client.GET('/api/me'));
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const qc = useQueryClient();
  const { lang } = useI18n();
  const query = useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe, staleTime: 60_000, retry: 1 });

  const login = useCallback(
    async (email: string, password: string) => {
      try {
        await call(client.POST('/api/auth/sign-in/email', { body: { email, password } }));
        const me = await call(client.GET('/api/me'));
        qc.setQueryData(ME_QUERY_KEY, me);
        toast.success(translate(lang, 'auth.login.success'));
        return me;
      } catch (err) {
        toast.error(translate(lang, 'auth.login.failed', { message: (err as Error).message }));
        throw err;
      }
    },
    [qc, lang],
  );

  const logout = useCallback(async () => {
    // Writes made offline go out while the session still exists (decision 028).
    await flushOfflineWrites();
    try {
      await call(client.POST('/api/auth/sign-out'));
      toast.success(translate(lang, 'auth.logout.success'));
    } catch (err) {
      // Logout errors are only logged (plan specification 2.4); the local session is cleared anyway.
      logError(err, 'logout');
    }
    // The offline copies of this session (kept API answers, unsent writes) leave the device with it.
    const lost = await clearOfflineData().catch(() => 0);
    if (lost > 0) {
      toast.error(translate(lang, 'offline.queue.removedOnLogout', { count: lost }));
    }
    // Forget everything of the old session, but keep the auth query observed by this provider.
    qc.setQueryData(ME_QUERY_KEY, null);
    qc.removeQueries({ predicate: (q) => q.queryKey[0] !== ME_QUERY_KEY[0] });
  }, [qc, lang]);

  // The offline kit follows the signed-in user: their writes are sent, another user's copies deleted.
  const userId = query.data?.id ?? null;
  useEffect(() => {
    if (userId) void setOfflineUser(userId);
  }, [userId]);

  const refresh = useCallback(async () => {
    await qc.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }, [qc]);

  const value = useMemo<AuthState>(
    () => ({
      user: query.isPending ? undefined : (query.data ?? null),
      loading: query.isPending,
      login,
      logout,
      refresh,
    }),
    [query.isPending, query.data, login, logout, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used within an AuthProvider');
  return ctx;
}
