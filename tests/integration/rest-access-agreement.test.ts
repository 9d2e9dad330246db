import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { loadTypeDefs } from '@console/schema/sdl';
import { rootFieldAccess } from '../../gateway/src/security/access.ts';
import { schemaRuleImplies, type RestAccess } from '../../gateway/src/security/access-implication.ts';
import { minimalCall } from './minimal-call.ts';
import { codeOf, demo, startStack, type Stack } from './stack.ts';

interface Recorded {
  method: string;
  path: string;
  authorization: string | undefined;
}

/** Between the gateway and rest-api: forwards every request as it is and notes its method and path. */
function recordingProxy(target: string): Promise<{ server: Server; url: string; recorded: Recorded[] }> {
  const recorded: Recorded[] = [];
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    recorded.push({ method: req.method!, path: req.url!.split('?')[0]!, authorization: req.headers.authorization });
    const forwarded = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.destroy());
    req.pipe(forwarded);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, recorded })),
  );
}

type Operations = Record<string, Record<string, { 'x-access'?: RestAccess }>>;

/** The OpenAPI operation a request reached: its path template with `{param}` segments, trailing slash aside. */
function operationMatcher(paths: Operations) {
  const trim = (path: string) => path.replace(/\/+$/, '');
  const templates = Object.entries(paths).map(([template, operations]) => ({
    template,
    operations,
    pattern: new RegExp(`^${trim(template).replace(/\{[^}]+\}/g, '[^/]+')}$`),
    literal: !template.includes('{'),
  }));
  // A literal path wins over a template (`/api/users/types` rather than `/api/users/{id}`).
  templates.sort((a, b) => Number(b.literal) - Number(a.literal));
  return (method: string, path: string) => {
    const found = templates.find((candidate) => candidate.pattern.test(trim(path)) && candidate.operations[method.toLowerCase()]);
    return found && { operation: `${method} ${found.template}`, access: found.operations[method.toLowerCase()]!['x-access'] };
  };
}

/**
 * For every root field, the REST operations the gateway calls for it (recorded by a proxy in front of rest-api,
 * the field called as the administrator with placeholder arguments) are guarded by rules its own @access implies:
 * a caller the schema lets in is never refused upstream.
 */
describe('schema rules and REST guards agree', () => {
  let rest: Stack;
  let gateway: Stack;
  let proxy: Awaited<ReturnType<typeof recordingProxy>>;
  beforeAll(async () => {
    rest = await startStack({ backend: 'pglite' });
    proxy = await recordingProxy(rest.restApiUrl);
    gateway = await startStack({ backend: 'pglite', restApiUrl: proxy.url });
  });
  afterAll(async () => {
    await gateway?.close();
    proxy?.server.close();
    await rest?.close();
  });

  it('for every Query and Mutation field', async () => {
    const paths = (await (await fetch(`${rest.restApiUrl}/openapi.json`)).json() as { paths: Operations }).paths;
    const match = operationMatcher(paths);
    const schema = makeExecutableSchema({ typeDefs: loadTypeDefs() });
    const fields = [...rootFieldAccess(schema)].filter(([coordinate]) => !coordinate.startsWith('Subscription.'));
    // Queries first: mutations with placeholders change nothing that matters, ids point at no row.
    fields.sort(([a], [b]) => Number(a.startsWith('Mutation.')) - Number(b.startsWith('Mutation.')));

    let token = await gateway.signIn(demo.admin.email, demo.admin.password);
    const disagreements: string[] = [];
    const unknown: string[] = [];
    let checked = 0;
    for (const [coordinate, access] of fields) {
      proxy.recorded.length = 0;
      const call = minimalCall(schema, coordinate).replace(/: 1\b/g, ': 987654');
      const answer = await gateway.graphql(call, {}, { token });
      for (const request of [...proxy.recorded]) {
        // A call made with a session the field itself opened (signIn's viewer) is not the caller's.
        if (request.authorization && request.authorization !== `Bearer ${token}`) continue;
        const operation = match(request.method, request.path);
        if (!operation?.access) {
          unknown.push(`${coordinate}: ${request.method} ${request.path}`);
          continue;
        }
        checked += 1;
        if (!access || !schemaRuleImplies(access, operation.access)) {
          disagreements.push(`${coordinate} ${JSON.stringify(access)} calls ${operation.operation} ${JSON.stringify(operation.access)}`);
        }
      }
      // A field that ended the session (placeholders rarely do): sign in again for the next ones.
      if (codeOf(answer) === 'UNAUTHENTICATED' && access?.kind !== 'public') token = await gateway.signIn(demo.admin.email, demo.admin.password);
    }
    expect(unknown).toEqual([]);
    expect(disagreements).toEqual([]);
    expect(checked).toBeGreaterThan(fields.length / 2);
  }, 300_000);
});
