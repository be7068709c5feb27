import { useMemo } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { AuthProvider } from '../features/auth/auth-provider';
import { SubscriptionProvider } from '../features/subscription/subscription-provider';
import { ThemeProvider } from '../lib/theme/theme-provider';
import { createRouter } from './router/router';

/**
 * Providers (theme, auth, then the subscription that depends on auth), then the router: the browser's
 * own, or the one a build-time pre-render passes in (see entry-server.tsx).
 */
export function App({ router: given }: { router?: DataRouter }) {
  const router = useMemo(() => given ?? createRouter(), [given]);
  return (
    <ThemeProvider>
      <AuthProvider>
        <SubscriptionProvider>
          <RouterProvider router={router} />
        </SubscriptionProvider>
      </AuthProvider>
    </ThemeProvider>
  );
}
