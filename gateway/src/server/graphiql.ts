import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { acceptedCodings, matchesETag, SECURITY_HEADERS, type Coding } from './static.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Where GraphiQL's files are served; their names carry a hash of their content, so they are cached for good. */
export const GRAPHIQL_ASSETS = '/graphiql/';

interface Asset {
  type: string;
  identity: Buffer;
  /** Smaller than identity, or absent. */
  compressed: Partial<Record<Coding, Buffer>>;
  hash: string;
}

interface GraphiQL {
  page: Buffer;
  assets: Map<string, Asset>;
}

/** `GET /graphql` from a browser: what Yoga's GraphiQL check (shouldRenderGraphiQL) takes. */
export function wantsGraphiQL(req: IncomingMessage): boolean {
  return req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
}

async function asset(type: string, content: Buffer): Promise<Asset> {
  // Quality 9 rather than the console's 11: done at run time, on the first visit (about a second for all).
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const compressed: Partial<Record<Coding, Buffer>> = {};
  if (br.length < content.length) compressed.br = br;
  if (gz.length < content.length) compressed.gzip = gz;
  return { type, identity: content, compressed, hash: createHash('sha256').update(content).digest('hex').slice(0, 16) };
}

const JS = 'text/javascript; charset=utf-8';

/**
 * GraphiQL as a small page and static files. @graphql-yoga/render-graphiql inlines its bundle,
 * styles, favicon and Monaco's three workers into every page (9 MB, rebuilt per request); here
 * they are files, made once (on the first visit, so a gateway nobody opens GraphiQL on never loads
 * them), compressed, and cached for good under hashed names. The page's own script is a file too,
 * so that the console's CSP (`script-src 'self'`, workers included) holds.
 */
async function build(title: string): Promise<GraphiQL> {
  const bundle = await import('@graphql-yoga/render-graphiql/graphiql');
  const named = new Map<string, Asset>();
  const add = async (stem: string, extension: string, type: string, content: Buffer) => {
    const made = await asset(type, content);
    const path = `${GRAPHIQL_ASSETS}${stem}-${made.hash}.${extension}`;
    named.set(path, made);
    return path;
  };
  const favicon = /^data:image\/x-icon;base64,(.*)$/s.exec(bundle.favicon)?.[1];
  // One after the other: all six at once took the gateway's RSS up by about 250 MB for a moment (about 120 MB so).
  const script = await add('graphiql', 'js', JS, Buffer.from(bundle.js));
  const styles = await add('graphiql', 'css', 'text/css; charset=utf-8', Buffer.from(bundle.css));
  const icon = favicon ? await add('favicon', 'ico', 'image/x-icon', Buffer.from(favicon, 'base64')) : undefined;
  const editorWorkerService = await add('editor-worker', 'js', JS, Buffer.from(bundle.editorWorkerService));
  const json = await add('json-worker', 'js', JS, Buffer.from(bundle.jsonWorker));
  const graphql = await add('graphql-worker', 'js', JS, Buffer.from(bundle.graphqlWorker));
  // What render-graphiql's inline script does, with the workers as files instead of blobs.
  const start = await add(
    'start',
    'js',
    JS,
    Buffer.from(
      `self.MonacoEnvironment = { globalAPI: false, getWorkerUrl: (_moduleId, label) => (${JSON.stringify({ editorWorkerService, json, graphql })})[label] };\n` +
        "YogaGraphiQL.renderYogaGraphiQL(document.querySelector('#root'), JSON.parse(document.getElementById('graphiql-options').textContent));\n",
    ),
  );
  const options = JSON.stringify({ title }).replaceAll('<', '\\u003c');
  const escapedTitle = title.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${escapedTitle}</title>
    ${icon ? `<link rel="icon" href="${icon}" />` : ''}
    <link rel="stylesheet" href="${styles}" />
  </head>
  <body id="body" class="no-focus-outline">
    <noscript>You need to enable JavaScript to run this app.</noscript>
    <div id="root"></div>
    <script type="application/json" id="graphiql-options">${options}</script>
    <script src="${script}"></script>
    <script src="${start}"></script>
  </body>
</html>
`;
  return { page: Buffer.from(page), assets: named };
}

/** Serves GraphiQL's page (`page`) and files (`asset`, under GRAPHIQL_ASSETS), made on first use. */
export function graphiqlHandler(title: string) {
  let built: Promise<GraphiQL> | undefined;
  const graphiql = () => {
    built ??= build(title).catch((error: unknown) => {
      built = undefined;
      throw error;
    });
    return built;
  };
  return {
    async page(res: ServerResponse): Promise<void> {
      const { page } = await graphiql();
      res.writeHead(200, { ...SECURITY_HEADERS, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', 'content-length': page.length }).end(page);
    },
    async asset(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      const found = (await graphiql()).assets.get(path);
      if (!found) {
        res.writeHead(404).end();
        return;
      }
      const coding = acceptedCodings(req.headers['accept-encoding']).find((accepted) => found.compressed[accepted] !== undefined);
      const body = (coding && found.compressed[coding]) || found.identity;
      const etag = `"${found.hash}${coding ? `-${coding}` : ''}"`;
      const headers: Record<string, string | number> = {
        ...SECURITY_HEADERS,
        'content-type': found.type,
        'cache-control': 'public, max-age=31536000, immutable',
        etag,
        vary: 'Accept-Encoding',
      };
      if (matchesETag(req.headers['if-none-match'], etag)) {
        res.writeHead(304, headers).end();
        return;
      }
      if (coding) headers['content-encoding'] = coding;
      res.writeHead(200, { ...headers, 'content-length': body.length });
      // The same Buffer for every visitor: nothing is copied per request.
      res.end(req.method === 'HEAD' ? undefined : body);
    },
  };
}
