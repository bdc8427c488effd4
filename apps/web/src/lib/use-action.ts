import { useState } from 'react';

/** Runs a form's async action, tracking whether it is running and the error it ended with. */
export function useAction<Args extends unknown[]>(action: (...args: Args) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async (...args: Args) => {
    setBusy(true);
    setError(null);
    try {
      await action(...args);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, error };
}
