import { describe, expect, it } from 'vitest';
import { DESCRIPTOR_RESERVE, maxConnectionsFor, openFileSoftLimit } from './file-limit';

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max processes             unlimited            unlimited            processes
Max open files            1024                 524288               files
Max locked memory         8388608              8388608              bytes
`;

describe('the connection cap from the open-file limit', () => {
  it('reads the soft limit of /proc/self/limits', () => {
    expect(openFileSoftLimit(LIMITS)).toBe(1024);
    expect(openFileSoftLimit(LIMITS.replace('1024 ', 'unlimited'))).toBeNull();
    expect(openFileSoftLimit('Max processes 10\n')).toBeNull();
  });

  it('keeps the reserve for the database and logs, and never goes below a few sockets', () => {
    expect(DESCRIPTOR_RESERVE).toBe(128);
    expect(maxConnectionsFor(1024)).toBe(896);
    expect(maxConnectionsFor(256)).toBe(128);
    expect(maxConnectionsFor(100)).toBe(16);
    expect(maxConnectionsFor(null)).toBeNull();
  });
});
