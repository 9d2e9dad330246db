import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats; images and fonts other than SVG are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.ico']);
/** Below this, headers outweigh the saving and the compressed file is just one more file. */
const MIN_SIZE = 1024;

export interface Precompressed {
  file: string;
  size: number;
  br?: number;
  gzip?: number;
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible
 * file of `dir` of at least 1 KB, each only when it is smaller than the file, for the gateway to
 * serve as they are (gateway/src/server/static.ts).
 */
export async function precompress(dir: string): Promise<Precompressed[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name))).map((entry) => join(entry.parentPath, entry.name));
  return Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const result: Precompressed = { file, size: content.length };
      if (content.length < MIN_SIZE) return result;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < content.length) {
        await writeFile(`${file}.br`, br);
        result.br = br.length;
      }
      if (gz.length < content.length) {
        await writeFile(`${file}.gz`, gz);
        result.gzip = gz.length;
      }
      return result;
    }),
  );
}

/** Vite plugin: precompresses the output folder once written (public files are copied before). */
export function precompressPlugin(): Plugin {
  let logger: Logger | undefined;
  return {
    name: 'console:precompress',
    apply: 'build',
    configResolved(config) {
      logger = config.logger;
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(options) {
        if (!options.dir) return;
        const results = await precompress(options.dir);
        const compressed = results.filter((result) => result.br !== undefined || result.gzip !== undefined);
        const total = (size: (result: Precompressed) => number | undefined) => compressed.reduce((sum, result) => sum + (size(result) ?? result.size), 0);
        const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
        logger?.info(`precompressed ${compressed.length} files: ${kb(total((result) => result.size))} → brotli ${kb(total((result) => result.br))}, gzip ${kb(total((result) => result.gzip))}`);
      },
    },
  };
}
