import { describe, expect, it } from 'vitest';
import { cappedConnections, descriptorLimit } from './socket-limits.ts';

describe('cappedConnections', () => {
  it('keeps 1,024 descriptors for the rest of the gateway, or half of a small limit', () => {
    expect(cappedConnections(5000, 20_000)).toBe(5000);
    expect(cappedConnections(5000, 4096)).toBe(3072);
    expect(cappedConnections(5000, 1024)).toBe(512);
    expect(cappedConnections(5000, undefined)).toBe(5000);
    expect(cappedConnections(5000, 1)).toBe(1);
  });
});

describe('descriptorLimit', () => {
  // Linux, where the gateway and its tests run.
  it("reads this process's soft limit from /proc", () => {
    expect(descriptorLimit()).toBeGreaterThan(0);
  });
});
