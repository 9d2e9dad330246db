import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import type { RestApi } from '../app.ts';
import { DB_HOOK_TIMEOUT } from '../db/testing.ts';
import { DemoUser, TINY_PNG, buildTestApi, caller, multipart } from '../http/testing.ts';
import { AssetMessages } from './routes.ts';

/** Small, so "too large" needs no 5 MB buffer. */
const MAX_BYTES = 4096;
const ARTICLE = 12;

describe('assets', () => {
  let api: RestApi;
  let admin: ReturnType<typeof caller>;
  let storageDir: string;
  /** The article's first image, uploaded before the tests. */
  let firstImage: string;
  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'rest-api-assets-test-'));
    api = await buildTestApi({ assetMaxBytes: MAX_BYTES, assetsDir: storageDir });
    admin = caller(api.app, DemoUser.ADMIN);
    const first = await upload(admin, { entityId: ARTICLE, type: 6 }, [['file', 'photo.png', 'image/png', TINY_PNG]]);
    expect(first.statusCode).toBe(200);
    firstImage = first.json().data.imageUrl;
  }, DB_HOOK_TIMEOUT);
  afterAll(async () => {
    await api.close();
    await rm(storageDir, { recursive: true, force: true });
  });
  const assetsRoot = () => storageDir;

  const upload = (as: ReturnType<typeof caller>, fields: Record<string, number | string>, files: Parameters<typeof multipart>[1], url = '/api/assets/upload') =>
    as({ method: 'POST', url, ...multipart(fields, files) });
  const imagesOf = async (articleId: number) => (await admin({ method: 'GET', url: `/api/articles/${articleId}` })).json().data;

  it('stores a real PNG, answers its URL and serves it with cache headers', async () => {
    const response = await upload(admin, { entityId: ARTICLE, type: 1 }, [['file', 'rayon.png', 'image/png', TINY_PNG]]);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ imageId: expect.any(Number), entityId: ARTICLE, type: 1 });
    expect(data.imageUrl).toMatch(new RegExp(`^/assets/1/${ARTICLE}/[0-9a-f]{32}\\.png$`));

    const served = await api.app.inject({ method: 'GET', url: data.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await api.app.inject({ method: 'GET', url: data.imageUrl, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);

    // The article lists its images (types 1 and 6), oldest first; the first is its default image.
    const article = await imagesOf(ARTICLE);
    expect(article.imageListUrl).toEqual([firstImage, data.imageUrl]);
    expect(article.images.map((image: { imageId: number }) => image.imageId)).toContain(data.imageId);
    expect(article.defaultImage).toBe(firstImage);
    const listed = (await admin({ method: 'GET', url: `/api/articles?keyword=${article.code}` })).json();
    expect(listed.collection[0].defaultImage).toBe(firstImage);
  });

  it('refuses a text file named .png, a file over the limit, and missing fields, writing nothing', async () => {
    const before = await imagesOf(ARTICLE);
    const text = await upload(admin, { entityId: ARTICLE, type: 6 }, [['file', 'photo.png', 'image/png', Buffer.from('not an image at all')]]);
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toEqual({ file: AssetMessages.imagesOnly });

    const big = Buffer.concat([TINY_PNG, Buffer.alloc(MAX_BYTES)]);
    const tooLarge = await upload(admin, { entityId: ARTICLE, type: 6 }, [['file', 'big.png', 'image/png', big]]);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().message).toEqual({ file: AssetMessages.tooLarge(MAX_BYTES) });
    expect(AssetMessages.tooLarge(5 * 1024 * 1024)).toBe('Le fichier dépasse la taille maximale de 5 Mo');

    // A PNG header claiming 50,000 × 50,000 pixels: 33 bytes, 10 GB once decoded.
    const huge = Buffer.from(TINY_PNG);
    huge.writeUInt32BE(50_000, 16);
    huge.writeUInt32BE(50_000, 20);
    const tooManyPixels = await upload(admin, { entityId: ARTICLE, type: 6 }, [['file', 'huge.png', 'image/png', huge]]);
    expect(tooManyPixels.statusCode).toBe(400);
    expect(tooManyPixels.json().message).toEqual({ file: "L'image dépasse les dimensions maximales de 8000 × 8000 pixels" });

    const missing = await upload(admin, { type: 42 }, []);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toEqual({ entityId: Messages.requiredField, type: 'Valeur invalide', file: Messages.requiredField });
    const unknownArticle = await upload(admin, { entityId: 999_999, type: 6 }, [['file', 'a.png', 'image/png', TINY_PNG]]);
    expect(unknownArticle.statusCode).toBe(400);
    expect(unknownArticle.json().message).toEqual({ entityId: 'Valeur invalide' });
    const json = await admin({ method: 'POST', url: '/api/assets/upload', payload: { entityId: ARTICLE, type: 6 } });
    expect(json.statusCode).toBe(400);

    expect((await imagesOf(ARTICLE)).images).toEqual(before.images);
  });

  it('uploads several files at once, or none of them when one is refused', async () => {
    const articleId = 20;
    const refused = await upload(
      admin,
      { entityId: articleId, type: 6 },
      [
        ['files', 'a.png', 'image/png', TINY_PNG],
        ['files', 'b.png', 'image/png', Buffer.from('GIF? no')],
      ],
      '/api/assets/upload/multiple',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual({ 'files.1': AssetMessages.imagesOnly });
    expect((await imagesOf(articleId)).images).toEqual([]);
    await expect(readdir(`${assetsRoot()}/6/${articleId}`)).rejects.toThrow();

    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    const stored = await upload(
      admin,
      { entityId: articleId, type: 6 },
      [
        ['files', 'a.png', 'image/png', TINY_PNG],
        ['files', 'b.gif', 'application/octet-stream', gif],
      ],
      '/api/assets/upload/multiple',
    );
    expect(stored.statusCode).toBe(200);
    const images = stored.json().data;
    expect(images).toHaveLength(2);
    expect(images[1].imageUrl).toMatch(/\.gif$/);
    expect((await api.app.inject({ method: 'GET', url: images[1].imageUrl })).headers['content-type']).toBe('image/gif');
    expect((await readdir(`${assetsRoot()}/6/${articleId}`)).sort()).toEqual(images.map((image: { imageUrl: string }) => image.imageUrl.split('/').pop()).sort());

    // Delete one by id, then all of the entity and type.
    const one = await admin({ method: 'DELETE', url: `/api/assets?entityId=${articleId}&type=6&imageId=${images[0].imageId}` });
    expect(one.statusCode).toBe(204);
    expect((await imagesOf(articleId)).imageListUrl).toEqual([images[1].imageUrl]);
    expect((await api.app.inject({ method: 'GET', url: images[0].imageUrl })).statusCode).toBe(404);
    expect((await admin({ method: 'DELETE', url: `/api/assets?entityId=${articleId}&type=6&imageId=${images[0].imageId}` })).statusCode).toBe(404);
    expect((await admin({ method: 'DELETE', url: `/api/assets?entityId=${articleId}&type=6` })).statusCode).toBe(204);
    expect((await imagesOf(articleId)).images).toEqual([]);
    expect(await readdir(`${assetsRoot()}/6/${articleId}`)).toEqual([]);
  });

  it("keeps a user's photo and a brand's image in step", async () => {
    const agent = caller(api.app, DemoUser.AGENT);
    // Users change their own photo without permission 8.
    const own = await upload(agent, { entityId: DemoUser.AGENT, type: 2 }, [['file', 'me.png', 'image/png', TINY_PNG]]);
    expect(own.statusCode).toBe(200);
    const profile = (await agent({ method: 'GET', url: '/api/users/me' })).json().data;
    expect(profile.imageUrl).toBe(own.json().data.imageUrl);
    expect((await upload(agent, { entityId: DemoUser.ADMIN, type: 2 }, [['file', 'me.png', 'image/png', TINY_PNG]])).statusCode).toBe(403);

    const brand = await upload(admin, { entityId: 3, type: 3 }, [['file', 'logo.png', 'image/png', TINY_PNG]]);
    expect((await admin({ method: 'GET', url: '/api/articles/brands/3' })).json().data.imageUrl).toBe(brand.json().data.imageUrl);
    expect((await admin({ method: 'DELETE', url: '/api/assets?entityId=3&type=3' })).statusCode).toBe(204);
    expect((await admin({ method: 'GET', url: '/api/articles/brands/3' })).json().data.imageUrl).toBeNull();
  });

  it('answers 403 to a caller without the permission of the type, 401 without a token, and serves publicly', async () => {
    // The agent holds no article permission; marketing holds permission 1 at levels 4 and 6 (it may upload).
    const agent = caller(api.app, DemoUser.AGENT);
    const refused = await upload(agent, { entityId: ARTICLE, type: 6 }, [['file', 'a.png', 'image/png', TINY_PNG]]);
    expect(refused.statusCode).toBe(403);
    expect((await upload(agent, { entityId: ARTICLE, type: 1 }, [['files', 'a.png', 'image/png', TINY_PNG]], '/api/assets/upload/multiple')).statusCode).toBe(403);
    expect((await agent({ method: 'DELETE', url: `/api/assets?entityId=${ARTICLE}&type=6` })).statusCode).toBe(403);
    expect((await upload(caller(api.app, DemoUser.DISPATCHER), { entityId: 3, type: 3 }, [['file', 'a.png', 'image/png', TINY_PNG]])).statusCode).toBe(403);
    const marketing = await upload(caller(api.app, DemoUser.MARKETING), { entityId: ARTICLE, type: 1 }, [['file', 'a.png', 'image/png', TINY_PNG]]);
    expect(marketing.statusCode).toBe(200);
    const anonymous = await api.app.inject({ method: 'POST', url: '/api/assets/upload', ...multipart({ entityId: ARTICLE, type: 6 }, [['file', 'a.png', 'image/png', TINY_PNG]]) });
    expect(anonymous.statusCode).toBe(401);
    expect((await api.app.inject({ method: 'GET', url: marketing.json().data.imageUrl })).statusCode).toBe(200);
    expect((await api.app.inject({ method: 'GET', url: '/assets/6/12/..%2F..%2Fetc.png' })).statusCode).toBe(400);
  });

});
