import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { hasAccess, type GrantedPermission } from '@console/schema';
import { loadTypeDefs } from '@console/schema/sdl';
import { rootFieldAccess } from '../../gateway/src/security/access.ts';
import { minimalCall } from './minimal-call.ts';
import { codeOf, demo, SIGN_IN, startStack, type Stack } from './stack.ts';

/**
 * Every permission-guarded root field answers FORBIDDEN to a signed-in demo profile that lacks
 * its permission or level, before anything reaches the REST API.
 */
describe('FORBIDDEN for a profile without the permission', () => {
  let stack: Stack;
  const profiles: Array<{ email: string; token: string; granted: GrantedPermission[] }> = [];
  beforeAll(async () => {
    stack = await startStack({ backend: 'pglite' });
    for (const account of [demo.dispatcher, demo.agent, demo.marketing, demo.supervisor]) {
      const answer = await stack.graphql<{ signIn: { session: { accessToken: string }; viewer: { permissions: GrantedPermission[] } } }>(SIGN_IN, account);
      profiles.push({ email: account.email, token: answer.data!.signIn.session.accessToken, granted: answer.data!.signIn.viewer.permissions });
    }
  });
  afterAll(() => stack?.close());

  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs() });
  const guarded = [...rootFieldAccess(schema)].flatMap(([coordinate, access]) =>
    access?.kind === 'permission' && !coordinate.startsWith('Subscription.') ? [{ coordinate, requirement: access.requirement }] : [],
  );

  it.each(guarded.map((field) => [field.coordinate, field] as const))('%s', async (_coordinate, { coordinate, requirement }) => {
    const refused = profiles.find((profile) => !hasAccess(profile.granted, requirement));
    expect(refused, `a demo profile without ${coordinate}'s permission`).toBeDefined();
    const answer = await stack.graphql(minimalCall(schema, coordinate), {}, { token: refused!.token });
    expect(codeOf(answer), JSON.stringify(answer.errors)).toBe('FORBIDDEN');
  });
});
