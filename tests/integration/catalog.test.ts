import { describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import { backends, codeOf, demo, signedInStack } from './stack.ts';

/** A 1×1 transparent PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

interface Page<T> {
  items: T[];
  count: number;
}

describe.each(backends)('catalogue on %s', (backend) => {
  const suite = signedInStack({ backend }, ['admin']);
  const as = <T>(query: string, variables?: Record<string, unknown>) => suite.as<T>('admin', query, variables);

  /** A GraphQL multipart request (graphql-multipart-request-spec), as the console sends uploads. */
  async function upload(articleId: number, files: Array<{ name: string; type: string; bytes: Buffer }>) {
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: 'mutation($articleId: Int!, $files: [Upload!]!) { uploadArticleImages(articleId: $articleId, files: $files) { imageId imageUrl } }',
        variables: { articleId, files: files.map(() => null) },
      }),
    );
    form.append('map', JSON.stringify(Object.fromEntries(files.map((_, index) => [String(index), [`variables.files.${index}`]]))));
    files.forEach((file, index) => form.append(String(index), new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name));
    const response = await fetch(`${suite.stack.url}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${suite.token('admin')}`, 'x-graphql-yoga-csrf': '1' }, body: form });
    return (await response.json()) as { data?: { uploadArticleImages: Array<{ imageId: number; imageUrl: string }> }; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  }

  it('lists articles with the family, sub-family, brand and status filters', async () => {
    const list = `query($familyId: Int, $subFamilyId: Int, $brandId: Int, $active: Boolean, $keyword: String) {
      articles(take: 100, familyId: $familyId, subFamilyId: $subFamilyId, brandId: $brandId, active: $active, keyword: $keyword) {
        count items { articleId code active unitPrice brand { brandId name } family { articleCategoryId } subFamily { articleCategoryId } }
      }
    }`;
    type Row = { articleId: number; code: string; active: boolean; brand: { brandId: number }; family: { articleCategoryId: number }; subFamily: { articleCategoryId: number } };
    const all = (await as<{ articles: Page<Row> }>(list)).data!.articles;
    expect(all.count).toBeGreaterThanOrEqual(500);

    const families = (await as<{ articleCategories: Array<{ articleCategoryId: number }> }>(`{ articleCategories(categoryType: 1) { articleCategoryId description } }`)).data!.articleCategories;
    const familyId = families[0]!.articleCategoryId;
    const subFamilies = (await as<{ articleCategories: Array<{ articleCategoryId: number; parentId: number }> }>(`{ articleCategories(parentId: ${familyId}) { articleCategoryId parentId } }`)).data!.articleCategories;
    expect(subFamilies.length).toBeGreaterThan(0);
    expect([...new Set(subFamilies.map((category) => category.parentId === familyId))]).toEqual([true]);

    const inFamily = (await as<{ articles: Page<Row> }>(list, { familyId })).data!.articles;
    expect(inFamily.count).toBeGreaterThan(0);
    expect(inFamily.count).toBeLessThan(all.count);
    expect([...new Set(inFamily.items.map((row) => row.family.articleCategoryId === familyId))]).toEqual([true]);
    const subFamilyId = subFamilies[0]!.articleCategoryId;
    expect([...new Set((await as<{ articles: Page<Row> }>(list, { familyId, subFamilyId })).data!.articles.items.map((row) => row.subFamily.articleCategoryId === subFamilyId))]).toEqual([true]);

    const inactive = (await as<{ articles: Page<Row> }>(list, { active: false })).data!.articles;
    expect(inactive.count).toBeGreaterThan(0);
    expect([...new Set(inactive.items.map((row) => !row.active))]).toEqual([true]);

    const brandId = all.items[0]!.brand.brandId;
    expect([...new Set((await as<{ articles: Page<Row> }>(list, { brandId })).data!.articles.items.map((row) => row.brand.brandId === brandId))]).toEqual([true]);
    expect((await as<{ articles: Page<Row> }>(list, { keyword: all.items[0]!.code })).data!.articles.items.map((row) => row.code)).toContain(all.items[0]!.code);
  });

  it('updates an article’s designations, refusing more than 83 characters', async () => {
    const update = `mutation($input: ArticleInput!) { updateArticle(articleId: 1, input: $input) { ok errors { field message } article { commercialDesignation commercialDesignationAr active } } }`;
    const tooLong = (await as<{ updateArticle: { ok: boolean; errors: Array<{ field: string; message: string }> } }>(update, { input: { active: true, commercialDesignation: 'x'.repeat(84), commercialDesignationAr: 'زيت' } })).data!.updateArticle;
    expect(tooLong.ok).toBe(false);
    expect(tooLong.errors).toEqual([{ field: 'commercialDesignation', message: Messages.max83 }]);
    const saved = (await as<{ updateArticle: { ok: boolean; article: { commercialDesignation: string; commercialDesignationAr: string; active: boolean } } }>(update, {
      input: { active: false, commercialDesignation: 'Huile de table 1 L', commercialDesignationAr: 'زيت المائدة 1 لتر' },
    })).data!.updateArticle;
    expect(saved.article).toEqual({ commercialDesignation: 'Huile de table 1 L', commercialDesignationAr: 'زيت المائدة 1 لتر', active: false });
  });

  it('replaces an article’s catalogues', async () => {
    const catalogs = (await as<{ catalogs: Array<{ catalogId: number }> }>(`{ catalogs { catalogId nameFr } }`)).data!.catalogs;
    expect(catalogs.length).toBeGreaterThanOrEqual(3);
    const ids = catalogs.slice(0, 2).map((catalog) => catalog.catalogId);
    const set = `mutation($ids: [Int!]!) { setArticleCatalogs(articleId: 2, catalogIds: $ids) { catalogId } }`;
    expect((await as<{ setArticleCatalogs: Array<{ catalogId: number }> }>(set, { ids })).data!.setArticleCatalogs.map((catalog) => catalog.catalogId).sort()).toEqual([...ids].sort());
    await as(set, { ids: [ids[1]] });
    expect((await as<{ articleCatalogs: Array<{ catalogId: number }> }>(`{ articleCatalogs(articleId: 2) { catalogId } }`)).data!.articleCatalogs.map((catalog) => catalog.catalogId)).toEqual([ids[1]]);
  });

  it('uploads an image through GraphQL multipart, serves it cached, refuses a non-image, deletes it', async () => {
    const uploaded = await upload(3, [{ name: 'photo.png', type: 'image/png', bytes: PNG }]);
    expect(uploaded.errors).toBeUndefined();
    const [image] = uploaded.data!.uploadArticleImages;
    expect(image!.imageUrl).toMatch(/^\/assets\//);

    const served = await fetch(`${suite.stack.url}${image!.imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    const article = (await as<{ article: { images: Array<{ imageId: number }>; defaultImage: string } }>(`{ article(articleId: 3) { defaultImage images { imageId } } }`)).data!.article;
    expect(article.images.map((row) => row.imageId)).toContain(image!.imageId);

    const refused = await upload(3, [{ name: 'notes.png', type: 'image/png', bytes: Buffer.from('not an image at all') }]);
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toMatch(/images/i);

    const mixed = await upload(4, [{ name: 'ok.png', type: 'image/png', bytes: PNG }, { name: 'bad.png', type: 'image/png', bytes: Buffer.from('nope') }]);
    expect(mixed.errors).toBeDefined();
    expect((await as<{ article: { images: unknown[] } }>(`{ article(articleId: 4) { images { imageId } } }`)).data!.article.images).toEqual([]);

    expect((await as<{ deleteArticleImage: boolean }>(`mutation { deleteArticleImage(articleId: 3, imageId: ${image!.imageId}) }`)).data!.deleteArticleImage).toBe(true);
    expect((await as<{ article: { images: Array<{ imageId: number }> } }>(`{ article(articleId: 3) { images { imageId } } }`)).data!.article.images.map((row) => row.imageId)).not.toContain(image!.imageId);
  });

  it('refuses an image whose header claims 50,000 × 50,000 pixels, storing nothing', async () => {
    // The 1×1 PNG with its IHDR width and height rewritten: 10 GB once decoded.
    const huge = Buffer.from(PNG);
    huge.writeUInt32BE(50_000, 16);
    huge.writeUInt32BE(50_000, 20);
    const refused = await upload(5, [{ name: 'immense.png', type: 'image/png', bytes: huge }]);
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toBe("L'image dépasse les dimensions maximales de 8000 × 8000 pixels");
    expect((await as<{ article: { images: unknown[] } }>(`{ article(articleId: 5) { images { imageId } } }`)).data!.article.images).toEqual([]);
  });

  it('refuses an upload without the article edit level', async () => {
    const agent = await suite.stack.signIn(demo.agent.email, demo.agent.password);
    const answer = await suite.stack.graphql(`{ articles { count } }`, {}, { token: agent });
    expect(codeOf(answer)).toBe('FORBIDDEN');
  });
});
