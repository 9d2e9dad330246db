/**
 * Compiles rest-api and the gateway to `<service>/dist/main.js` (run with `node`, no TypeScript
 * loader in production). One ES module per service: our TypeScript (the service and the
 * workspace's @console/schema) is bundled, every npm package stays an import of node_modules.
 * Usage: `tsx scripts/build-services.ts [gateway|rest-api]…` (both by default).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

export const SERVICES = ['gateway', 'rest-api'] as const;
export type Service = (typeof SERVICES)[number];

const entryOf = (service: Service): string => join(root, service, 'src/main.ts');
export const outputOf = (service: Service): string => join(root, service, 'dist/main.js');

/** Bare imports are npm packages, left to node_modules; the workspace's own are TypeScript to bundle. */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@console/') ? undefined : { path: args.path, external: true }));
  },
};

/**
 * Modules find files beside their source through `import.meta.url` (the migrations, the SDL, the
 * console's build). Bundled, that would be the bundle's URL: each module's `import.meta.url` is
 * pointed back at its source file, relative to the bundle so the tree can move as a whole.
 */
function sourceImportMetaUrl(outputDir: string): Plugin {
  return {
    name: 'source-import-meta-url',
    setup(context) {
      context.onLoad({ filter: /\.ts$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const fromBundle = relative(outputDir, args.path).split(sep).join('/');
        return { contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`), loader: 'ts' };
      });
    },
  };
}

export async function buildService(service: Service): Promise<void> {
  const outfile = outputOf(service);
  await build({
    entryPoints: [entryOf(service)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [npmPackagesExternal, sourceImportMetaUrl(dirname(outfile))],
  });
}

function newestChange(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(
    stats.mtimeMs,
    ...readdirSync(path)
      .filter((name) => name !== 'node_modules' && name !== 'generated' && name !== 'dist')
      .map((name) => newestChange(join(path, name))),
  );
}

/** Whether `built` is missing or older than a file under `sources` (paths from the repository's root). */
export function stale(built: string, sources: string[]): boolean {
  const present = sources.map((path) => join(root, path)).filter(existsSync);
  return !existsSync(built) || statSync(built).mtimeMs < Math.max(...present.map(newestChange));
}

/** Builds each service whose sources changed since its build (`npm start`; the integration tests' global set-up). */
export async function buildServicesIfStale(caller: string): Promise<void> {
  for (const service of SERVICES) {
    if (!stale(outputOf(service), [`${service}/src`, `${service}/package.json`, 'schema/src', 'scripts/build-services.ts'])) continue;
    console.log(`${caller}: building ${service}…`);
    await buildService(service);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const requested = process.argv.slice(2);
  const unknown = requested.filter((name) => !SERVICES.some((service) => service === name));
  if (unknown.length > 0) {
    console.error(`build-services: unknown service ${unknown.join(', ')} (expected ${SERVICES.join(' or ')})`);
    process.exit(1);
  }
  for (const service of SERVICES.filter((name) => requested.length === 0 || requested.includes(name))) {
    await buildService(service);
    console.log(`build-services: ${relative(root, outputOf(service))}`);
  }
}
