import { buildASTSchema, parse, type GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { hasAccess, Level, Permission } from './access.ts';
import { loadTypeDefs } from './sdl.ts';

describe('hasAccess, the seeds rule', () => {
  const agent = [
    { permissionId: Permission.POINT_OF_SALE, levels: [Level.CREATE, Level.READ] },
    { permissionId: Permission.ARTICLES, levels: [Level.READ] },
  ];

  it('passes when a listed permission holds a listed level', () => {
    expect(hasAccess(agent, { permissions: [Permission.POINT_OF_SALE], levels: [Level.CREATE] })).toBe(true);
    expect(hasAccess(agent, { permissions: [Permission.ARTICLES, Permission.DISPATCH], levels: [Level.READ] })).toBe(true);
  });

  it('never borrows a level from another permission', () => {
    // Holds CREATE on point of sale and READ on articles: CREATE on articles is not granted.
    expect(hasAccess(agent, { permissions: [Permission.ARTICLES], levels: [Level.CREATE] })).toBe(false);
  });

  it('fails without the permission, whatever the levels', () => {
    expect(hasAccess(agent, { permissions: [Permission.DISPATCH] })).toBe(false);
    expect(hasAccess([], { permissions: [Permission.ARTICLES] })).toBe(false);
  });

  it('treats absent or empty levels as any level', () => {
    expect(hasAccess(agent, { permissions: [Permission.ARTICLES] })).toBe(true);
    expect(hasAccess(agent, { permissions: [Permission.ARTICLES], levels: [] })).toBe(true);
    expect(hasAccess([{ permissionId: Permission.ARTICLES, levels: [] }], { permissions: [Permission.ARTICLES] })).toBe(true);
  });
});

describe('the GraphQL enums and the id module', () => {
  const schema = buildASTSchema(parse(loadTypeDefs().join('\n')));
  const values = (name: string) => (schema.getType(name) as GraphQLEnumType).getValues().map((value) => value.name).sort();

  it('name the same permissions and levels', () => {
    expect(values('Permission')).toEqual(Object.keys(Permission).sort());
    expect(values('Level')).toEqual(Object.keys(Level).sort());
  });
});
