import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/**
 * The address's query string, and a writer that builds every change on the one written last.
 * React Router's setter, functional form included, reads the params of the last render, and it
 * navigates in a transition: a second choice made before the first one rendered (a quick click,
 * a debounced box settling while a select changes) would bring back what the first replaced.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const written = useRef(params);
  useEffect(() => {
    written.current = params;
  }, [params]);
  const write = useCallback(
    (change: (latest: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const next = change(written.current);
      written.current = next;
      setParams(next, options);
    },
    [setParams],
  );
  return [params, write] as const;
}
