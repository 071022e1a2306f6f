import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { routeAt, type CurrentRoute } from './routes';

/** The page and the language prefix of the current location. */
export function useRoute(): CurrentRoute {
  const [location] = useLocation();
  return useMemo(() => routeAt(location), [location]);
}
