import { describe, expect, it } from 'vitest';
import { DemoUser, testApiSuite } from '../http/testing.ts';
import { Region, channels, sectors } from './demo-data.ts';

describe('reference data', () => {
  const suite = testApiSuite();
  // Any signed-in user, even one without permissions.
  const agent = suite.as(DemoUser.NOBODY);

  const get = async (url: string) => {
    const response = await agent({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('lists sales channels, paged and searchable', async () => {
    expect(await get('/api/customers/channels?take=2&page=1')).toEqual({
      collection: [
        { channelId: 1, code: 'CANAL-1', name: 'Canal 1 – Détail' },
        { channelId: 2, code: 'CANAL-2', name: 'Canal 2 – Gros' },
      ],
      count: channels.length,
      countIsLowerBound: false,
    });
    expect((await get('/api/customers/channels?take=1000&page=1')).collection).toHaveLength(channels.length);
    expect((await get('/api/customers/channels?keyword=gros')).collection.map((row: { channelId: number }) => row.channelId)).toEqual([2]);
  });

  it("lists Morocco's regions and the country", async () => {
    const regions = await get('/api/customers/regions?take=20');
    expect(regions.count).toBe(12);
    expect(regions.collection).toContainEqual({ regionId: Region.CASABLANCA_SETTAT, name: 'Casablanca-Settat', countryId: 1 });
    expect((await get('/api/customers/regions?keyword=rabat')).collection).toEqual([{ regionId: 4, name: 'Rabat-Salé-Kénitra', countryId: 1 }]);
    expect(await get('/api/countries')).toEqual({ collection: [{ countryId: 1, name: 'Maroc' }], count: 1, countIsLowerBound: false });
  });

  it('lists sectors with their region, by region and keyword', async () => {
    expect(sectors.length).toBeGreaterThanOrEqual(40);
    const all = await get('/api/customers/sectors');
    expect(all.count).toBe(sectors.length);
    expect(all.collection[0]).toEqual({
      sectorId: 1,
      code: 'CAS-MAARIF',
      name: 'Maârif',
      regionId: Region.CASABLANCA_SETTAT,
      region: { regionId: Region.CASABLANCA_SETTAT, name: 'Casablanca-Settat' },
    });
    const rabat = await get(`/api/customers/sectors?regionId=${Region.RABAT_SALE_KENITRA}&take=100`);
    expect([...new Set(rabat.collection.map((sector: { regionId: number }) => sector.regionId === Region.RABAT_SALE_KENITRA))]).toEqual([true]);
    expect(rabat.collection.map((sector: { name: string }) => sector.name)).toEqual(expect.arrayContaining(['Agdal', 'Hay Riad', 'Témara']));
    const search = await get(`/api/customers/sectors?regionId=${Region.CASABLANCA_SETTAT}&keyword=sidi&sort=name`);
    expect(search.collection.map((sector: { name: string }) => sector.name)).toEqual(['Sidi Bernoussi', 'Sidi Maârouf', 'Sidi Moumen']);
  });

  it('refuses bad list parameters in French', async () => {
    const response = await agent({ method: 'GET', url: '/api/customers/sectors?take=0&page=abc&regionId=x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual({ take: 'Valeur invalide', page: 'Valeur invalide', regionId: 'Valeur invalide' });
  });
});
