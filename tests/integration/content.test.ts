import { describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import { backends, codeOf, signedInStack } from './stack.ts';

/** A 1×1 transparent PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

interface Page<T> {
  items: T[];
  count: number;
}
interface Outcome {
  ok: boolean;
  errors: { field: string; message: string }[];
}

/** Selections, banners, promoted articles, home pages and blocs through the gateway, on the demo data. */
describe.each(backends)('selections and content on %s', (backend) => {
  const suite = signedInStack({ backend }, ['admin']);
  const as = <T>(query: string, variables?: Record<string, unknown>) => suite.as<T>('admin', query, variables);

  it('lists selections with their channel, articles and sub-selections, and saves one', async () => {
    type Row = { selectionId: number; channel: { code: string }; articles: { articleId: number }[]; subSelections: { parentId: number }[] };
    const page = (await as<{ selections: Page<Row> }>(`{ selections(take: 10) { count items { selectionId channel { code } articles { articleId code }
      subSelections { selectionId parentId articles { articleId } } } } }`)).data!.selections;
    expect(page.count).toBe(10);
    expect([...new Set(page.items.map((row) => row.articles.length > 0 && row.subSelections.length >= 2))]).toEqual([true]);

    const save = `mutation($input: SelectionInput!) { createSelection(input: $input) { ok errors { field message } selection { selectionId articles { articleId } } } }`;
    const input = { nameFr: 'Été', nameAr: 'صيف', channelId: 1, descriptionFr: 'a', descriptionAr: 'b', active: true, articleIds: [4, 99999] };
    const refused = (await as<{ createSelection: Outcome }>(save, { input })).data!.createSelection;
    expect(refused).toMatchObject({ ok: false, errors: [{ field: 'articleIds.1', message: Messages.invalidValue }] });
    const saved = (await as<{ createSelection: Outcome & { selection: Row } }>(save, { input: { ...input, articleIds: [4, 2] } })).data!.createSelection;
    expect(saved.ok).toBe(true);
    expect(saved.selection.articles.map((article) => article.articleId)).toEqual([4, 2]);
    expect((await as<{ selection: null }>(`{ selection(selectionId: 99999) { selectionId } }`)).data!.selection).toBeNull();
  });

  it('offers the article chooser, empty when nothing matches', async () => {
    const query = `query($keyword: String) { chooserArticles(keyword: $keyword) { count items { articleId code descriptionLong imageListUrl } } }`;
    expect((await as<{ chooserArticles: Page<unknown> }>(query)).data!.chooserArticles.items).toHaveLength(20);
    expect((await as<{ chooserArticles: Page<unknown> }>(query, { keyword: 'zzzqqq' })).data!.chooserArticles).toEqual({ count: 0, items: [] });
  });

  it('saves a banner with its dates rule as field errors, and uploads its image', async () => {
    const save = `mutation($input: BannerInput!) { createBanner(input: $input) { ok errors { field message } banner { bannerId warehouseIds channelIds active } } }`;
    const input = { name: 'Hiver', startDate: '2026-01-10', endDate: '2026-01-09', warehouseIds: [1, 2], channelIds: [3] };
    const answer = await as<{ createBanner: Outcome }>(save, { input });
    expect(answer.errors).toBeUndefined();
    const refused = answer.data!.createBanner;
    expect(refused).toEqual({ ok: false, errors: [{ field: 'endDate', message: 'Date should not be before 10-01-2026' }], banner: null });
    const saved = (await as<{ createBanner: Outcome & { banner: unknown } }>(save, { input: { ...input, endDate: '2026-01-31' } })).data!.createBanner;
    expect(saved).toMatchObject({ ok: true, banner: { warehouseIds: [1, 2], channelIds: [3], active: false } });
    expect((await as<{ banners: Page<unknown> }>(`{ banners(activeOnly: true) { count } }`)).data!.banners.count).toBe(5);

    const form = new FormData();
    form.append('operations', JSON.stringify({ query: 'mutation($file: Upload!) { uploadBannerImage(file: $file) }', variables: { file: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'banniere.png');
    const response = await fetch(`${suite.stack.url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${suite.token('admin')}`, 'x-graphql-yoga-csrf': '1' }, body: form });
    const uploaded = (await response.json()) as { data?: { uploadBannerImage: string } };
    expect(uploaded.data?.uploadBannerImage).toMatch(/^\/assets\/21\/0\/[0-9a-f]{32}\.png$/);
    expect((await fetch(`${suite.stack.url}${uploaded.data!.uploadBannerImage}`)).status).toBe(200);
  });

  it('replaces the promoted articles in order', async () => {
    const saved = await as<{ savePromotedArticles: { articleId: number }[] }>(`mutation { savePromotedArticles(articleIds: [9, 3, 9, 5]) { articleId } }`);
    expect(saved.data!.savePromotedArticles.map((row) => row.articleId)).toEqual([9, 3, 5]);
    const unknown = await as(`mutation { savePromotedArticles(articleIds: [99999]) { articleId } }`);
    expect(codeOf(unknown)).toBe('BAD_USER_INPUT');
    expect((await as<{ promotedArticles: { articleId: number }[] }>(`{ promotedArticles { articleId } }`)).data!.promotedArticles.map((row) => row.articleId)).toEqual([9, 3, 5]);
  });

  it('edits a home page: adds a manual bloc, reorders the blocs, deletes one', async () => {
    type Bloc = { blocId: number; order: number; algorithm: { name: string }; articles: { articleId: number }[] };
    const home = (await as<{ homePage: { blocs: Bloc[] } }>(`{ homePage(homePageId: 2) { blocs { blocId order algorithm { name } articles { articleId } } } }`)).data!.homePage;
    const created = await as<{ createBloc: Outcome & { bloc: Bloc } }>(
      `mutation { createBloc(homePageId: 2, input: { nameFr: "Nouveautés", blocTypeId: 1, algorithmId: 1, articleIds: [6, 2] }) { ok errors { field message } bloc { blocId order algorithm { name } articles { articleId } } } }`,
    );
    const bloc = created.data!.createBloc.bloc;
    expect(bloc).toMatchObject({ order: home.blocs.length + 1, algorithm: { name: 'Manuel' }, articles: [{ articleId: 6 }, { articleId: 2 }] });
    const blank = await as<{ createBloc: Outcome }>(`mutation { createBloc(homePageId: 2, input: { nameFr: " ", blocTypeId: 1, algorithmId: 2, articleIds: [] }) { ok errors { field message } } }`);
    expect(blank.data!.createBloc).toEqual({ ok: false, errors: [{ field: 'nameFr', message: Messages.requiredField }] });

    const reordered = await as<{ setBlocPositions: { blocs: Bloc[] } }>(
      `mutation($positions: [BlocPositionInput!]!) { setBlocPositions(homePageId: 2, positions: $positions) { blocs { blocId order } } }`,
      { positions: [{ blocId: bloc.blocId, position: 1 }] },
    );
    expect(reordered.data!.setBlocPositions.blocs.map((row) => row.blocId)).toEqual([bloc.blocId, ...home.blocs.map((row) => row.blocId)]);
    expect(reordered.data!.setBlocPositions.blocs.map((row) => row.order)).toEqual([1, 2, 3, 4]);
    expect((await as<{ bloc: null }>(`{ bloc(homePageId: 1, blocId: ${bloc.blocId}) { blocId } }`)).data!.bloc).toBeNull();
    expect((await as<{ deleteBloc: boolean }>(`mutation { deleteBloc(homePageId: 2, blocId: ${bloc.blocId}) }`)).data!.deleteBloc).toBe(true);
    const types = await as<{ blocTypes: unknown[]; blocAlgorithms: unknown[] }>(`{ blocTypes { blocTypeId name } blocAlgorithms { algorithmId name } }`);
    expect(types.data!.blocAlgorithms).toHaveLength(5);
  });
});
