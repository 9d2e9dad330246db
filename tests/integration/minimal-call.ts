import type { GraphQLEnumType, GraphQLInputObjectType, GraphQLObjectType, GraphQLSchema } from 'graphql';

// Works from types' SDL text, not graphql's runtime class checks: the schema comes from
// @graphql-tools (Node's graphql build) while this file runs under Vite (another build).
const namedType = (type: string) => type.replace(/[[\]!]/g, '');
const required = (type: { toString(): string }) => String(type).endsWith('!');

/** A placeholder literal of the right type, with every required input field filled. */
function literal(schema: GraphQLSchema, type: string): string {
  if (type.startsWith('[')) return '[]';
  const name = namedType(type);
  if (name === 'Int' || name === 'Float') return '1';
  if (name === 'Boolean') return 'true';
  const input = schema.getType(name);
  // An enum: its first value.
  if (input && 'getValues' in input) return (input as GraphQLEnumType).getValues()[0]!.name;
  if (input && 'getFields' in input) {
    const fields = Object.values((input as GraphQLInputObjectType).getFields()).filter((field) => required(field.type));
    return `{ ${fields.map((field) => `${field.name}: ${literal(schema, String(field.type))}`).join(', ')} }`;
  }
  return '"x"';
}

/**
 * The smallest valid operation calling a root field (`Query.users`): required arguments filled
 * with placeholders, `__typename` selected. Access checks run before any of it reaches upstream.
 */
export function minimalCall(schema: GraphQLSchema, coordinate: string): string {
  const [typeName, fieldName] = coordinate.split('.') as [string, string];
  const field = (schema.getType(typeName) as GraphQLObjectType).getFields()[fieldName]!;
  const args = field.args.filter((arg) => required(arg.type)).map((arg) => `${arg.name}: ${literal(schema, String(arg.type))}`);
  const result = schema.getType(namedType(String(field.type)));
  const selection = result && 'getFields' in result ? ' { __typename }' : '';
  const operation = typeName === 'Mutation' ? 'mutation' : 'query';
  return `${operation} { ${fieldName}${args.length > 0 ? `(${args.join(', ')})` : ''}${selection} }`;
}
