import { describe, expect, it } from 'vitest';
import { Permission } from '@console/schema';
import { AccessLevel } from '../access/reference-data.ts';
import { DemoUser, testApiSuite } from '../http/testing.ts';

/** The article chooser's brand filter: whoever may list the chooser's articles may list brands, and nothing more. */
describe('GET /api/articles/brands for the article chooser', () => {
  const suite = testApiSuite();
  const nobody = suite.as(DemoUser.NOBODY);
  /** Gives the user without roles exactly this permission at this access level, for the duration of `check`. */
  const holding = async (permissionId: number, accessLevelId: number, check: () => Promise<void>) => {
    await suite.api.db.query('insert into user_permissions (user_id, permission_id, access_level_id) values ($1, $2, $3)', [
      DemoUser.NOBODY,
      permissionId,
      accessLevelId,
    ]);
    try {
      await check();
    } finally {
      await suite.api.db.query('delete from user_permissions where user_id = $1', [DemoUser.NOBODY]);
    }
  };
  const statuses = async () => ({
    brands: (await nobody({ method: 'GET', url: '/api/articles/brands?keyword=lait' })).statusCode,
    chooser: (await nobody({ method: 'GET', url: '/api/articles/chooser?take=1' })).statusCode,
    brand: (await nobody({ method: 'GET', url: '/api/articles/brands/1' })).statusCode,
    partners: (await nobody({ method: 'GET', url: '/api/articles/partners' })).statusCode,
  });

  it('is refused to a user without any of the permissions', async () => {
    expect(await statuses()).toEqual({ brands: 403, chooser: 403, brand: 403, partners: 403 });
  });

  it.each([
    ['selections, editing or consulting (11 at levels 4 and 6)', Permission.SELECTIONS, AccessLevel.CONSULT],
    ['selections, creating (11 at levels 3 and 6)', Permission.SELECTIONS, AccessLevel.CREATE_READ],
    ['home pages (20 at levels 3, 4 and 6)', Permission.HOMEPAGES, AccessLevel.CREATE_EDIT],
    ['promoted articles (2 at level 6 only)', Permission.PROMOTIONS, AccessLevel.READ],
  ])('lists brands to a chooser user: %s, and gives no brand detail nor partners', async (_, permissionId, accessLevelId) => {
    await holding(permissionId, accessLevelId, async () => {
      expect(await statuses()).toEqual({ brands: 200, chooser: 200, brand: 403, partners: 403 });
      const answer = await nobody({ method: 'GET', url: '/api/articles/brands?keyword=lait' });
      expect(answer.json<{ collection: { name: string }[] }>().collection.map((brand) => brand.name)).toEqual(['Souss Lait', 'Tadla Lait']);
    });
  });
});
