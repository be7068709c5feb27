import { BrowserRouter, MemoryRouter } from 'react-router';
import { AuthProvider } from '../features/auth/auth-provider';
import { SubscriptionProvider } from '../features/subscription/subscription-provider';
import { ThemeProvider } from '../lib/theme/theme-provider';
import { AppRoutes } from './router/router';

/**
 * Providers (theme, auth, then the subscription that depends on auth), then the router: the browser's
 * own, or, for a build-time pre-render (see entry-server.tsx), a memory router at the page's URL.
 */
export function App({ location }: { location?: string }) {
  return (
    <ThemeProvider>
      <AuthProvider>
        <SubscriptionProvider>
          {location === undefined ? (
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          ) : (
            <MemoryRouter initialEntries={[location]}>
              <AppRoutes />
            </MemoryRouter>
          )}
        </SubscriptionProvider>
      </AuthProvider>
    </ThemeProvider>
  );
}
