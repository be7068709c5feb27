import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useHydrated } from '../use-hydrated';

const noQuery = new URLSearchParams();

/**
 * The URL's query for pages that are pre-rendered: empty while React hydrates (the HTML was built
 * without one, so the first render must not show what the query says), the real one from then on and
 * in every ordinary render.
 */
export function useHydratedSearchParams(): URLSearchParams {
  const [params] = useSearchParams();
  return useHydrated() ? params : noQuery;
}

/**
 * A text field's state that starts from `?<name>=` (a link that fills in the e-mail address, say).
 * On a hydrated page the query arrives one render late; it fills the field then, unless the visitor
 * has typed something already.
 */
export function useQueryPrefilledState(name: string): [string, (value: string) => void] {
  const fromQuery = useHydratedSearchParams().get(name) ?? '';
  const [value, setValue] = useState(fromQuery);
  const [seen, setSeen] = useState(fromQuery);
  if (fromQuery !== seen) {
    setSeen(fromQuery);
    if (!value) setValue(fromQuery);
  }
  return [value, setValue];
}
