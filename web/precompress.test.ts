import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

describe('precompress', () => {
  const dist = mkdtempSync(join(tmpdir(), 'console-precompress-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('writes brotli and gzip siblings for text files worth compressing, and only for them', async () => {
    const script = Buffer.from(`export const texts = ${JSON.stringify(Array.from({ length: 300 }, (_, index) => `texte ${index}`))};`);
    const style = Buffer.from('.cell { padding: 4px 8px; }\n'.repeat(100));
    mkdirSync(join(dist, 'assets', 'nested'), { recursive: true });
    writeFileSync(join(dist, 'assets', 'main-abc.js'), script);
    writeFileSync(join(dist, 'assets', 'nested', 'style-abc.css'), style);
    writeFileSync(join(dist, 'assets', 'tiny-abc.js'), 'export const x = 1;');
    writeFileSync(join(dist, 'random.json'), randomBytes(4096));
    writeFileSync(join(dist, 'photo.png'), Buffer.alloc(4096));

    const results = await precompress(dist);

    for (const [path, content] of [['assets/main-abc.js', script], ['assets/nested/style-abc.css', style]] as const) {
      expect(brotliDecompressSync(readFileSync(join(dist, `${path}.br`)))).toEqual(content);
      expect(gunzipSync(readFileSync(join(dist, `${path}.gz`)))).toEqual(content);
      const result = results.find((entry) => entry.file === join(dist, path));
      expect(result?.br).toBeLessThan(content.length);
      expect(result?.gzip).toBeLessThan(content.length);
    }
    // Under 1 KB, incompressible, or not a text format: left alone.
    for (const path of ['assets/tiny-abc.js', 'random.json', 'photo.png']) {
      expect(existsSync(join(dist, `${path}.br`))).toBe(false);
      expect(existsSync(join(dist, `${path}.gz`))).toBe(false);
    }
  });
});
