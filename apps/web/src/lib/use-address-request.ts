import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A search parameter that asks a screen to open something (`/students?new=1`, a chip of my day):
 * handed to `run` once the screen is `ready`, then taken out of the address, so that a reload or
 * a step back does not open it again.
 */
export function useAddressRequest(name: string, run: (value: string) => void, ready = true): void {
  const [params, setParams] = useSearchParams();
  const value = params.get(name);
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    if (value === null || !ready) return;
    latest.current(value);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [name, value, ready, setParams]);
}
