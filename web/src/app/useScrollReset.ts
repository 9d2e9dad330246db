import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * The screens scroll inside the shell's <main>, which the router does not reset: a new screen
 * (a new path) starts at its top; a new page of the same list (same path) keeps its place.
 */
export function useScrollReset<T extends HTMLElement>() {
  const { pathname } = useLocation();
  const ref = useRef<T>(null);
  useEffect(() => {
    if (ref.current) ref.current.scrollTop = 0;
  }, [pathname]);
  return ref;
}
