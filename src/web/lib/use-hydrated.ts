import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates pre-rendered HTML (and on the server), true from then on and in a
 * normal client render. A value the server cannot know (the saved theme) waits for it, so the first
 * client render matches the HTML and React then updates it without a hydration error.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
