import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { AuthProvider } from '../features/auth/auth-provider';
import { ThemeProvider } from '../lib/theme/theme-provider';
import { createRouter } from './router/router';

/** Providers, then the router. The subscription provider joins them with the Plans issue. */
export function App() {
  const router = useMemo(createRouter, []);
  return (
    <ThemeProvider>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </ThemeProvider>
  );
}
