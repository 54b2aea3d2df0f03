// A value once it has stopped changing for a moment: what is typed is asked of the service after a pause, not per key.
import { useEffect, useState } from 'react';

export function useAfterPause<T>(value: T, pauseMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), pauseMs);
    return () => clearTimeout(timer);
  }, [value, pauseMs]);
  return settled;
}
