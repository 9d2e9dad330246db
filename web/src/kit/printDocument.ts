/**
 * A compact printer for executable GraphQL documents (operations and fragments), so the session
 * calls made before Apollo loads (sign-in, refresh, viewer) do not pull graphql-js's printer into
 * the sign-in page. It parses back to the same document as graphql's `print` gives (a unit test
 * checks every generated document).
 */

/** The parts of graphql-js AST nodes this printer reads (structurally compatible with DocumentNode). */
interface Node {
  readonly kind: string;
  readonly [key: string]: unknown;
}

type AnyNode = Node & Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const join = (items: readonly string[] | undefined, separator: string) => (items ?? []).filter(Boolean).join(separator);
const wrap = (start: string, inner: string, end: string) => (inner ? `${start}${inner}${end}` : '');
const all = (nodes: readonly AnyNode[] | undefined) => (nodes ?? []).map(printNode);

function printNode(node: AnyNode): string {
  switch (node.kind) {
    case 'Document':
      return join(all(node.definitions), ' ');
    case 'OperationDefinition': {
      const head = join([node.operation, join([node.name?.value, wrap('(', join(all(node.variableDefinitions), ', '), ')')], ''), join(all(node.directives), ' ')], ' ');
      return `${head} ${printNode(node.selectionSet)}`;
    }
    case 'VariableDefinition':
      return `${printNode(node.variable)}: ${printNode(node.type)}${node.defaultValue ? ` = ${printNode(node.defaultValue)}` : ''}${wrap(' ', join(all(node.directives), ' '), '')}`;
    case 'SelectionSet':
      return `{ ${join(all(node.selections), ' ')} }`;
    case 'Field':
      return join(
        [
          `${node.alias ? `${node.alias.value}: ` : ''}${node.name.value}${wrap('(', join(all(node.arguments), ', '), ')')}`,
          join(all(node.directives), ' '),
          node.selectionSet ? printNode(node.selectionSet) : '',
        ],
        ' ',
      );
    case 'Argument':
    case 'ObjectField':
      return `${node.name.value}: ${printNode(node.value)}`;
    case 'FragmentSpread':
      return join([`...${node.name.value}`, join(all(node.directives), ' ')], ' ');
    case 'InlineFragment':
      return join(['...', node.typeCondition ? `on ${node.typeCondition.name.value}` : '', join(all(node.directives), ' '), printNode(node.selectionSet)], ' ');
    case 'FragmentDefinition':
      return join([`fragment ${node.name.value} on ${node.typeCondition.name.value}`, join(all(node.directives), ' '), printNode(node.selectionSet)], ' ');
    case 'Directive':
      return `@${node.name.value}${wrap('(', join(all(node.arguments), ', '), ')')}`;
    case 'Variable':
      return `$${node.name.value}`;
    case 'NamedType':
      return node.name.value;
    case 'ListType':
      return `[${printNode(node.type)}]`;
    case 'NonNullType':
      return `${printNode(node.type)}!`;
    case 'IntValue':
    case 'FloatValue':
    case 'EnumValue':
      return String(node.value);
    case 'StringValue':
      return JSON.stringify(node.value);
    case 'BooleanValue':
      return node.value ? 'true' : 'false';
    case 'NullValue':
      return 'null';
    case 'ListValue':
      return `[${join(all(node.values), ', ')}]`;
    case 'ObjectValue':
      return `{${join(all(node.fields), ', ')}}`;
    default:
      throw new Error(`printDocument: unexpected ${node.kind}`);
  }
}

/** The query text of a document. */
export function printDocument(document: { readonly kind: string }): string {
  return printNode(document as AnyNode);
}
