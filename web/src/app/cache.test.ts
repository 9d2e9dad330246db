import { loadTypeDefs } from '@console/schema/sdl';
import {
  Kind,
  buildSchema,
  getNamedType,
  isInterfaceType,
  isObjectType,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '../generated/graphql.ts';
import { KEY_FIELDS, POSSIBLE_TYPES } from './cache.ts';

const schema: GraphQLSchema = buildSchema(loadTypeDefs().join('\n'));
const documents = Object.entries(generated).flatMap(([name, value]): [string, DocumentNode][] =>
  typeof value === 'object' && value !== null && 'kind' in value && value.kind === Kind.DOCUMENT ? [[name, value]] : [],
);
const keyOf = (type: string): string | undefined => (KEY_FIELDS as Record<string, string>)[type];

/** The field names a selection set selects on its own type, fragments included. */
function selectedFields(selections: SelectionSetNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>): Set<string> {
  const names = new Set<string>();
  for (const selection of selections.selections) {
    if (selection.kind === Kind.FIELD) names.add(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT) selectedFields(selection.selectionSet, fragments).forEach((name) => names.add(name));
    else {
      const fragment = fragments.get(selection.name.value);
      if (fragment) selectedFields(fragment.selectionSet, fragments).forEach((name) => names.add(name));
    }
  }
  return names;
}

/** `Document.path.Type` for every selection of a keyed type that leaves its key out. */
function missingKeys(name: string, document: DocumentNode): string[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const missing: string[] = [];
  // A fragment's own fields join those of the field it is spread in: only a field checks the key.
  const walk = (selections: SelectionSetNode, typeName: string, path: string, isField = true) => {
    const type = schema.getType(typeName);
    if (!isObjectType(type) && !isInterfaceType(type)) return;
    const key = keyOf(typeName);
    if (isField && key && !selectedFields(selections, fragments).has(key)) missing.push(`${path} (${typeName}: ${key})`);
    for (const selection of selections.selections) {
      if (selection.kind === Kind.FIELD && selection.selectionSet) {
        const field = type.getFields()[selection.name.value];
        if (field) walk(selection.selectionSet, getNamedType(field.type).name, `${path}.${selection.name.value}`);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, selection.typeCondition?.name.value ?? typeName, path, false);
      } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet, fragment.typeCondition.name.value, path, false);
      }
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const root = definition.operation === 'query' ? schema.getQueryType() : definition.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
    if (root) walk(definition.selectionSet, root.name, name);
  }
  return missing;
}

describe('the normalised cache', () => {
  it('keys each type by an id field the schema has (an Int!, or the ID! of a uuid)', () => {
    for (const [typeName, key] of Object.entries(KEY_FIELDS)) {
      const type = schema.getType(typeName);
      expect(isObjectType(type), typeName).toBe(true);
      expect(isObjectType(type) ? String(type.getFields()[key]?.type) : null, `${typeName}.${key}`).toBe(typeName === 'ExportJob' ? 'ID!' : 'Int!');
    }
  });

  it('keys every type that has its own `<type>Id` field', () => {
    const lowerFirst = (name: string) => name[0]!.toLowerCase() + name.slice(1);
    const unkeyed = Object.values(schema.getTypeMap())
      .filter(isObjectType)
      .filter((type) => `${lowerFirst(type.name)}Id` in type.getFields() && !keyOf(type.name))
      .map((type) => type.name);
    expect(unkeyed).toEqual([]);
  });

  it('lists every interface with the types implementing it', () => {
    const interfaces = Object.values(schema.getTypeMap()).filter(isInterfaceType);
    const actual = Object.fromEntries(interfaces.map((type) => [type.name, schema.getPossibleTypes(type).map((object) => object.name).sort()]));
    expect(actual).toEqual(POSSIBLE_TYPES);
  });

  it('finds a selection that leaves the key out, fragments included', () => {
    const document = parse(
      'query Doc { customer(customerId: 1) { code sector { ...S } region { regionId ...R } } } fragment S on Sector { name } fragment R on Region { name }',
    );
    expect(missingKeys('Doc', document)).toEqual(['Doc.customer (Customer: customerId)', 'Doc.customer.sector (Sector: sectorId)']);
  });

  it('has every document select the key wherever it selects a keyed type', () => {
    expect(documents.length).toBeGreaterThan(50);
    expect(documents.flatMap(([name, document]) => missingKeys(name, document))).toEqual([]);
  });
});
