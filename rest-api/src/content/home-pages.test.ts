import { describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import { DemoUser, testApiSuite } from '../http/testing.ts';
import { INVALID_VALUE } from '../http/validation.ts';

interface Bloc {
  blocId: number;
  homePageId: number;
  nameFr: string;
  blocTypeId: number;
  blocType: { name: string };
  algorithmId: number;
  algorithm: { name: string };
  order: number;
  articles: { articleId: number }[];
}
interface HomePage {
  homePageId: number;
  name: string;
  description: string | null;
  blocs: Bloc[];
}

const manualBloc = (homePageId: number, overrides: Record<string, unknown> = {}) => ({
  homePageId,
  nameFr: 'Nouveautés',
  description: 'Les dernières arrivées',
  blocTypeId: 2,
  algorithmId: 1,
  articles: [{ articleId: 7 }, { articleId: 2 }],
  ...overrides,
});

describe('home pages and blocs', () => {
  const suite = testApiSuite();
  const admin = suite.as(DemoUser.ADMIN);
  const agent = suite.as(DemoUser.AGENT);
  const page = async (id: number) => (await admin({ method: 'GET', url: `/api/homepages/${id}` })).json<{ data: HomePage }>().data;
  const order = async (id: number) => (await page(id)).blocs.map((bloc) => [bloc.blocId, bloc.order]);

  it('lists the demo home pages with blocs of every algorithm, manual ones with articles', async () => {
    const response = await admin({ method: 'GET', url: '/api/homepages' });
    const { collection, count } = response.json<{ collection: HomePage[]; count: number }>();
    expect(count).toBe(3);
    const blocs = collection.flatMap((home) => home.blocs);
    expect(new Set(blocs.map((bloc) => bloc.algorithmId))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect([...new Set(blocs.filter((bloc) => bloc.algorithmId === 1).map((bloc) => bloc.articles.length > 0))]).toEqual([true]);
    expect([...new Set(blocs.filter((bloc) => bloc.algorithmId !== 1).map((bloc) => bloc.articles.length === 0))]).toEqual([true]);
    expect(collection[0].blocs.map((bloc) => bloc.order)).toEqual([1, 2, 3, 4, 5]);
    expect(collection[0].blocs[1]).toMatchObject({ algorithm: { name: 'Tops ventes' }, blocType: { name: 'Grille' } });
  });

  it('reads the reference lists', async () => {
    const types = (await admin({ method: 'GET', url: '/api/blocs/types' })).json<{ collection: { name: string }[] }>();
    expect(types.collection.map((row) => row.name)).toEqual(['Carrousel', 'Grille', 'Bannière', 'Liste']);
    const algorithms = (await admin({ method: 'GET', url: '/api/blocs/algorithms' })).json<{ collection: { name: string }[] }>();
    expect(algorithms.collection.map((row) => row.name)).toEqual(['Manuel', 'Tops ventes', 'Recommendations', 'Autonome 2021', 'Vos favoris']);
  });

  it('creates, updates and deletes a home page; requires its name; 404 for an unknown one', async () => {
    const created = await admin({ method: 'POST', url: '/api/homepages', payload: { name: 'Ramadan', description: ' ' } });
    const home = created.json<{ data: HomePage }>().data;
    expect(home).toMatchObject({ name: 'Ramadan', description: null, blocs: [] });
    const updated = await admin({ method: 'PUT', url: '/api/homepages', payload: { homePageId: home.homePageId, name: 'Ramadan 2027', description: 'Été' } });
    expect(updated.json<{ data: HomePage }>().data).toMatchObject({ name: 'Ramadan 2027', description: 'Été' });
    const refused = await admin({ method: 'POST', url: '/api/homepages', payload: { name: '' } });
    expect(refused.json<{ message: unknown }>().message).toEqual({ name: Messages.requiredField });
    expect((await admin({ method: 'PUT', url: '/api/homepages', payload: { homePageId: 9999, name: 'x' } })).statusCode).toBe(404);
    expect((await admin({ method: 'DELETE', url: `/api/homepages/${home.homePageId}` })).statusCode).toBe(204);
    expect((await admin({ method: 'GET', url: `/api/homepages/${home.homePageId}` })).statusCode).toBe(404);
  });

  it('adds a manual bloc last, keeps its articles; another algorithm drops them', async () => {
    const before = await page(2);
    const created = await admin({ method: 'POST', url: '/api/blocs', payload: manualBloc(2) });
    expect(created.statusCode).toBe(200);
    const bloc = created.json<{ data: Bloc }>().data;
    expect(bloc).toMatchObject({ homePageId: 2, order: before.blocs.length + 1, algorithm: { name: 'Manuel' } });
    expect(bloc.articles.map((article) => article.articleId)).toEqual([7, 2]);

    const updated = await admin({ method: 'PUT', url: '/api/blocs', payload: { ...manualBloc(2), blocId: bloc.blocId, algorithmId: 3, nameFr: 'Pour vous' } });
    expect(updated.json<{ data: Bloc }>().data).toMatchObject({ nameFr: 'Pour vous', algorithmId: 3, articles: [], order: bloc.order });
    expect((await admin({ method: 'GET', url: `/api/blocs/${bloc.blocId}?homePageId=2` })).statusCode).toBe(200);
    expect((await admin({ method: 'GET', url: `/api/blocs/${bloc.blocId}?homePageId=1` })).statusCode).toBe(404);
    expect((await admin({ method: 'PUT', url: '/api/blocs', payload: { ...manualBloc(1), blocId: bloc.blocId } })).statusCode).toBe(404);
    expect((await admin({ method: 'DELETE', url: `/api/blocs/${bloc.blocId}?homePageId=1` })).statusCode).toBe(404);
    expect((await admin({ method: 'DELETE', url: `/api/blocs/${bloc.blocId}?homePageId=2` })).statusCode).toBe(204);
    expect((await admin({ method: 'GET', url: `/api/blocs/${bloc.blocId}` })).statusCode).toBe(404);
    expect(await page(2)).toEqual(before);
  });

  it('validates a bloc with exact messages and writes nothing', async () => {
    const before = await page(3);
    const refused = async (method: string, payload: object) => {
      const response = await admin({ method, url: '/api/blocs', payload });
      expect(response.statusCode).toBe(400);
      return response.json<{ message: unknown }>().message;
    };
    expect(await refused('POST', { homePageId: 3, nameFr: '' })).toEqual({
      nameFr: Messages.requiredField,
      blocTypeId: Messages.requiredField,
      algorithmId: Messages.requiredField,
    });
    expect(await refused('POST', manualBloc(3, { blocTypeId: 9, algorithmId: 8 }))).toEqual({ blocTypeId: INVALID_VALUE, algorithmId: INVALID_VALUE });
    expect(await refused('POST', manualBloc(3, { articles: [{ articleId: 99999 }] }))).toEqual({ 'articles.0.articleId': INVALID_VALUE });
    expect(await refused('POST', manualBloc(999))).toEqual({ homePageId: INVALID_VALUE });
    const first = before.blocs[0].blocId;
    expect(await refused('PUT', { ...manualBloc(3), blocId: first, nameFr: ' ' })).toEqual({ nameFr: Messages.requiredField });
    expect(await page(3)).toEqual(before);
  });

  it('rewrites the positions 1..n in the new order', async () => {
    const ids = (await page(1)).blocs.map((bloc) => bloc.blocId);
    const response = await admin({
      method: 'POST',
      url: '/api/blocs/positions',
      payload: { homePageId: 1, positions: [{ blocId: ids[4], position: 1 }, { blocId: ids[0], position: 2 }, { blocId: ids[2], position: 3 }] },
    });
    expect(response.statusCode).toBe(200);
    const expected = [ids[4], ids[0], ids[2], ids[1], ids[3]].map((id, index) => [id, index + 1]);
    expect(response.json<{ data: HomePage }>().data.blocs.map((bloc) => [bloc.blocId, bloc.order])).toEqual(expected);
    expect(await order(1)).toEqual(expected);

    expect((await admin({ method: 'DELETE', url: `/api/blocs/${ids[0]}` })).statusCode).toBe(204);
    expect(await order(1)).toEqual([ids[4], ids[2], ids[1], ids[3]].map((id, index) => [id, index + 1]));
  });

  it('refuses a bloc of another page in the positions and changes nothing; 404 for an unknown page', async () => {
    const before = await order(1);
    const otherPage = (await page(2)).blocs[0].blocId;
    const response = await admin({
      method: 'POST',
      url: '/api/blocs/positions',
      payload: { homePageId: 1, positions: [{ blocId: before[1][0], position: 1 }, { blocId: otherPage, position: 2 }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: unknown }>().message).toEqual({ 'positions.1.blocId': INVALID_VALUE });
    expect(await order(1)).toEqual(before);
    expect((await admin({ method: 'POST', url: '/api/blocs/positions', payload: { homePageId: 999, positions: [] } })).statusCode).toBe(404);
  });

  it('answers 403 to a user without permission 20', async () => {
    for (const [method, url] of [['GET', '/api/homepages'], ['GET', '/api/homepages/1'], ['GET', '/api/blocs/1'], ['GET', '/api/blocs/types'], ['DELETE', '/api/blocs/1']]) {
      expect((await agent({ method, url })).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await agent({ method: 'POST', url: '/api/blocs', payload: manualBloc(1) })).statusCode).toBe(403);
  });
});
