import { describe, expect, it } from 'vitest';
import { Level, Permission } from '@console/schema';
import { schemaRuleImplies } from './access-implication.ts';
import type { FieldAccess } from './access.ts';

const rule = (permissions: number[], levels?: number[]): FieldAccess => ({ kind: 'permission', requirement: { permissions, levels } });

describe('schemaRuleImplies', () => {
  it('passes anything to a public operation and refuses a public field on a guarded one', () => {
    expect(schemaRuleImplies({ kind: 'public' }, { public: true })).toBe(true);
    expect(schemaRuleImplies({ kind: 'public' }, { signedIn: true })).toBe(false);
    expect(schemaRuleImplies({ kind: 'signedIn' }, { signedIn: true })).toBe(true);
    expect(schemaRuleImplies(rule([Permission.USERS]), { signedIn: true })).toBe(true);
    expect(schemaRuleImplies({ kind: 'signedIn' }, { anyOf: [{ permissions: [Permission.USERS] }] })).toBe(false);
  });

  it('needs each permission of the field among the alternatives', () => {
    const usersOnly = { anyOf: [{ permissions: [Permission.USERS] }] };
    expect(schemaRuleImplies(rule([Permission.USERS]), usersOnly)).toBe(true);
    // The user-types case: the schema also admits agent assignment, the REST guard did not.
    expect(schemaRuleImplies(rule([Permission.USERS, Permission.AGENT_ASSIGNMENT]), usersOnly)).toBe(false);
    expect(
      schemaRuleImplies(rule([Permission.USERS, Permission.AGENT_ASSIGNMENT]), {
        anyOf: [{ permissions: [Permission.USERS] }, { permissions: [Permission.AGENT_ASSIGNMENT] }],
      }),
    ).toBe(true);
  });

  it('needs each level of the field, on the same permission, unless the operation takes any level', () => {
    const readEdit = { anyOf: [{ permissions: [Permission.USERS], levels: [Level.EDIT, Level.READ] }] };
    expect(schemaRuleImplies(rule([Permission.USERS], [Level.READ]), readEdit)).toBe(true);
    expect(schemaRuleImplies(rule([Permission.USERS], [Level.READ, Level.CREATE]), readEdit)).toBe(false);
    expect(schemaRuleImplies(rule([Permission.USERS]), readEdit)).toBe(false);
    expect(schemaRuleImplies(rule([Permission.USERS], [Level.CREATE]), { anyOf: [{ permissions: [Permission.USERS] }] })).toBe(true);
    expect(
      schemaRuleImplies(rule([Permission.USERS], [Level.READ]), { anyOf: [{ permissions: [Permission.ACCESS_ADMIN], levels: [Level.READ] }] }),
    ).toBe(false);
  });
});
