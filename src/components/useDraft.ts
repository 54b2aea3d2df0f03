// A form's draft that survives a failure, a reload and an expired session; sessionStorage, never for tokens.
import { useCallback, useState } from 'react';

const PREFIX = 'lanes:draft:';

function read<T>(key: string, initial: T): T {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    if (raw === null) return initial;
    const parsed = JSON.parse(raw) as unknown;
    if (typeof initial === 'object' && initial !== null && typeof parsed === 'object' && parsed !== null) {
      return { ...initial, ...(parsed as object) } as T;
    }
    return typeof parsed === typeof initial ? (parsed as T) : initial;
  } catch {
    return initial;
  }
}

export function useDraft<T>(key: string, initial: T): [T, (next: T | ((prev: T) => T)) => void, () => void] {
  const [value, setValue] = useState<T>(() => read(key, initial));
  const [initialValue] = useState(initial);

  // Another draft key (another task, say) starts from that key's stored draft.
  const [currentKey, setCurrentKey] = useState(key);
  if (currentKey !== key) {
    setCurrentKey(key);
    setValue(read(key, initialValue));
  }

  const update = useCallback(
    (next: T | ((prev: T) => T)) => {
      setValue((prev) => {
        const value = typeof next === 'function' ? (next as (prev: T) => T)(prev) : next;
        try {
          sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
        } catch {
          // A full or disabled storage only loses the reload safety net; the form keeps working.
        }
        return value;
      });
    },
    [key],
  );

  const clear = useCallback(() => {
    try {
      sessionStorage.removeItem(PREFIX + key);
    } catch {
      // See above: storage is a convenience.
    }
    setValue(initialValue);
  }, [key, initialValue]);

  return [value, update, clear];
}
