import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { AuthProvider } from '../features/auth/auth-provider';
import { SubscriptionProvider } from '../features/subscription/subscription-provider';
import { ThemeProvider } from '../lib/theme/theme-provider';
import { createRouter } from './router/router';

/** Providers (theme, auth, then the subscription that depends on auth), then the router. */
export function App() {
  const router = useMemo(createRouter, []);
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
