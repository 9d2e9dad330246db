import { describe, expect, it } from 'vitest';
import { INVALID_VALUE } from '../http/validation.ts';
import { assignedIds, unknownMemberErrors, wrongUserErrors } from './agent-assignment.rules.ts';

describe('channel and sector assignment rules', () => {
  it('accepts rows without a user or naming the user of the path', () => {
    expect(wrongUserErrors(7, [{}, { UserId: 7 }])).toBeNull();
    expect(wrongUserErrors(7, [{ UserId: 7 }, {}, { UserId: 8 }])).toEqual({ '2.UserId': INVALID_VALUE });
  });

  it('reports the first unknown id on its row', () => {
    expect(unknownMemberErrors([1, 2], new Set([1, 2]), 'SectorId')).toBeNull();
    expect(unknownMemberErrors([1, 99, 98], new Set([1]), 'ChannelId')).toEqual({ '1.ChannelId': INVALID_VALUE });
  });

  it('reads the assigned ids from the named field', () => {
    expect(assignedIds([{ SectorId: 3, UserId: 7 }, { SectorId: 5 }], 'SectorId')).toEqual([3, 5]);
  });
});
