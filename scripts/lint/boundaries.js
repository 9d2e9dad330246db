// The `local/boundaries` rule: features never import each other, the kit never imports features or the
// app shell, the services never import the console nor each other. Imports are resolved to repository paths.
import { dirname, relative, resolve } from 'node:path';

/**
 * The part a repository path belongs to, for the boundaries: `feature:<domain>` for
 * `web/src/features/<domain>/…`, `kit`, `app`, `web` (the rest of web), or the top folder
 * (`gateway`, `rest-api`, `schema`, `tests`…).
 */
function partOf(path) {
  const [top, second, third, domain] = path.split('/');
  if (top !== 'web' || second !== 'src') return top;
  if (third === 'features' && domain) return `feature:${domain}`;
  if (third === 'kit' || third === 'app') return third;
  return 'web';
}

/** The workspace packages by name, as the services import them. */
const packages = { '@console/schema': 'schema', '@console/rest-api': 'rest-api', '@console/gateway': 'gateway', '@console/web': 'web' };

/** Which part may not import which: the reason is the message. */
function forbidden(from, to) {
  if (from === to) return null;
  if (from.startsWith('feature:') && to.startsWith('feature:')) {
    return 'a feature never imports another feature: move what both need to web/src/kit or @console/schema';
  }
  if (from === 'kit' && (to.startsWith('feature:') || to === 'app')) {
    return 'the kit never imports features or the app shell: it is what they are built from';
  }
  const isWeb = (part) => part === 'web' || part === 'kit' || part === 'app' || part.startsWith('feature:');
  if ((from === 'gateway' || from === 'rest-api' || from === 'schema') && isWeb(to)) return `${from} never imports the console (web)`;
  if (isWeb(from) && (to === 'gateway' || to === 'rest-api')) return 'the console reaches the services over GraphQL only';
  if ((from === 'gateway' && to === 'rest-api') || (from === 'rest-api' && to === 'gateway')) {
    return 'the gateway and rest-api never import each other: shared code lives in @console/schema';
  }
  if (from === 'schema' && (to === 'gateway' || to === 'rest-api')) return 'schema is shared by every part and imports none of them';
  return null;
}

/** The `local/boundaries` rule: which part of the repository may import which. */
export const boundaries = (root) => ({
  meta: { type: 'problem', docs: { description: 'Import boundaries between the parts of the repository' }, schema: [] },
  create(context) {
    const file = relative(root, context.filename).split('\\').join('/');
    const from = partOf(file);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      let target;
      if (source.startsWith('.')) target = relative(root, resolve(dirname(context.filename), source)).split('\\').join('/');
      else {
        const name = Object.keys(packages).find((pkg) => source === pkg || source.startsWith(`${pkg}/`));
        if (!name) return;
        target = packages[name];
      }
      const reason = forbidden(from, partOf(target));
      if (reason) context.report({ node: node.source, message: `Import of '${source}' crosses a boundary: ${reason}.` });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
});
