// The `local/unused-exports` rule: a named export that no other file of the repository imports is
// dead code (or an `export` keyword too many). ESLint checks one file at a time, so the rule reads
// every source file's imports once per run (TypeScript's parser alone: about a second).
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx)$/;
const DECLARATION = [ts.isFunctionDeclaration, ts.isClassDeclaration, ts.isInterfaceDeclaration, ts.isTypeAliasDeclaration, ts.isEnumDeclaration];
const SKIP = new Set(['node_modules', 'dist', 'hive', 'data', '.tmp', 'test-results', 'playwright-report']);

function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

/** `@console/<name>[/sub]` through the workspace's package.json `exports`. */
function packageTarget(root, specifier) {
  const match = /^@console\/([^/]+)(\/.*)?$/.exec(specifier);
  if (!match) return null;
  const folder = join(root, match[1]);
  try {
    const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
    const entry = typeof manifest.exports === 'object' ? manifest.exports[`.${match[2] ?? ''}`] : undefined;
    return typeof entry === 'string' ? resolve(folder, entry) : null;
  } catch {
    return null;
  }
}

/** Per file: its named exports (name → line), its `export * from` targets, and what it uses of other files. */
function scan(root, path) {
  const text = readFileSync(path, 'utf8');
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const exports = new Map();
  const stars = [];
  const uses = [];
  const target = (specifier) => (specifier.startsWith('.') ? resolve(dirname(path), specifier) : packageTarget(root, specifier));
  const line = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const exported = (node) => ts.getModifiers(node)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) ?? false;
  const isDefault = (node) => ts.getModifiers(node)?.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword) ?? false;

  for (const node of source.statements) {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const file = target(node.moduleSpecifier.text);
      const bindings = node.importClause?.namedBindings;
      if (!file || !bindings) continue;
      if (ts.isNamespaceImport(bindings)) uses.push({ file, name: '*' });
      else for (const element of bindings.elements) uses.push({ file, name: (element.propertyName ?? element.name).text });
    } else if (ts.isExportDeclaration(node)) {
      const file = node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) ? target(node.moduleSpecifier.text) : null;
      if (!node.exportClause) {
        if (file) stars.push(file);
      } else if (ts.isNamedExports(node.exportClause)) {
        for (const element of node.exportClause.elements) {
          exports.set(element.name.text, line(element));
          if (file) uses.push({ file, name: (element.propertyName ?? element.name).text });
        }
      } else if (file) uses.push({ file, name: '*' });
    } else if (ts.isVariableStatement(node) && exported(node)) {
      for (const declaration of node.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) exports.set(declaration.name.text, line(declaration));
      }
    } else if (DECLARATION.some((is) => is(node)) && exported(node) && !isDefault(node) && node.name) {
      const isType = ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node);
      exports.set(node.name.text, isType ? -line(node) : line(node));
    }
  }
  // `import('…')` (lazy screens) and `typeof import('…')` use the whole module.
  const names = new Map();
  const walk = (node) => {
    if (ts.isIdentifier(node)) names.set(node.text, (names.get(node.text) ?? 0) + 1);
    const dynamic = ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword ? node.arguments[0] : undefined;
    const typeQuery = ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) ? node.argument.literal : undefined;
    const specifier = dynamic ?? typeQuery;
    if (specifier && ts.isStringLiteral(specifier)) {
      const file = target(specifier.text);
      if (file) uses.push({ file, name: '*' });
    }
    ts.forEachChild(node, walk);
  };
  walk(source);
  // A type that the file's own signatures use is part of its interface, exported for callers: only a
  // type used nowhere counts (marked with a negative line until here).
  for (const [name, at] of exports) {
    if (at > 0) continue;
    if ((names.get(name) ?? 0) > 1) exports.delete(name);
    else exports.set(name, -at);
  }
  return { exports, stars, uses };
}

let cache = null;

/** Every export some other file uses, as `file\0name` (`*`: all of the file's exports). */
function usedExports(root) {
  if (cache?.root === root) return cache;
  const folders = ['schema', 'rest-api', 'gateway', 'web', 'tests', 'scripts', 'bench'];
  const files = new Map();
  for (const folder of folders) for (const path of sourceFiles(join(root, folder))) files.set(path, scan(root, path));
  for (const path of sourceFiles(root).filter((path) => dirname(path) === root)) files.set(path, scan(root, path));
  const used = new Set();
  const mark = (file, name, seen = new Set()) => {
    const key = `${file}\0${name}`;
    if (seen.has(key)) return;
    seen.add(key);
    used.add(key);
    const info = files.get(file);
    if (!info) return;
    // A name the file does not declare comes from one of its `export * from` modules.
    if (name === '*' || !info.exports.has(name)) for (const star of info.stars) mark(star, name, seen);
  };
  for (const info of files.values()) for (const { file, name } of info.uses) mark(file, name);
  // The GraphQL codegen names its mappers and context type as `path#Name`, relative to the gateway's generated folder.
  const codegen = readFileSync(join(root, 'codegen.ts'), 'utf8');
  for (const [, specifier, name] of codegen.matchAll(/'([^'#\s]+)#(\w+)'/g)) {
    const file = specifier.startsWith('.') ? resolve(root, 'gateway/src/generated', specifier) : packageTarget(root, specifier);
    if (file) mark(file, name);
  }
  cache = { root, used, files };
  return cache;
}

export function unusedExports(root) {
  return {
    meta: { type: 'suggestion', docs: { description: 'Named exports no other file imports' }, schema: [] },
    create(context) {
      return {
        'Program:exit'() {
          const { used, files } = usedExports(root);
          const path = context.filename;
          const info = files.get(path);
          if (!info || used.has(`${path}\0*`)) return;
          for (const [name, line] of info.exports) {
            if (used.has(`${path}\0${name}`)) continue;
            context.report({
              loc: { line, column: 0 },
              message: `'${name}' is exported but no other file imports it (${relative(root, path)}): remove the export, or the code if nothing uses it.`,
            });
          }
        },
      };
    },
  };
}
