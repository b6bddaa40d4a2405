import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { I18nProvider } from '../i18n';
import { AuthProvider } from '../lib/auth';
import { ThemeProvider } from '../lib/theme';

/**
 * Everything around the router, the same in the browser (main.tsx) and in the build's prerendering
 * (prerender/entry-server.tsx): hydration needs the same tree on both sides.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <ThemeProvider>
        <I18nProvider>
          <QueryClientProvider client={queryClient}>
            <AuthProvider>{children}</AuthProvider>
          </QueryClientProvider>
        </I18nProvider>
      </ThemeProvider>
    </StrictMode>
  );
}
