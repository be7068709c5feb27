import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { ThemeProvider } from '../lib/theme/theme-provider';
import { createRouter } from './router/router';

/** Providers, then the router. Later issues add the auth and subscription providers here. */
export function App() {
  const router = useMemo(createRouter, []);
  return (
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
