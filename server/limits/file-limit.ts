// Sockets allowed from the open-file limit, so a flood cannot take the descriptors the database and log need.
import { readFileSync } from 'node:fs';

/** Descriptors kept for the embedded database (it holds ~100 files open) and the logs, out of the open-file limit. */
export const DESCRIPTOR_RESERVE = 128;

/** The soft "Max open files" of a /proc/<pid>/limits text; null when absent or unlimited. */
export function openFileSoftLimit(limits: string): number | null {
  const match = /^Max open files\s+(\S+)/m.exec(limits);
  const value = Number(match?.[1]);
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function readOpenFileLimit(): number | null {
  try {
    return openFileSoftLimit(readFileSync('/proc/self/limits', 'utf8'));
  } catch {
    return null;
  }
}

/** Sockets to allow at once under `openFiles` descriptors; null (no cap) when the limit is unknown. */
export function maxConnectionsFor(openFiles: number | null, reserve = DESCRIPTOR_RESERVE): number | null {
  if (openFiles === null) return null;
  // A limit below the reserve still lets a few clients in rather than none.
  return Math.max(16, openFiles - reserve);
}
