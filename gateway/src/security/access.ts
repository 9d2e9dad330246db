import { GraphQLError, type GraphQLField, type GraphQLSchema } from 'graphql';
import { getDirective } from '@graphql-tools/utils';
import { applyMiddleware } from 'graphql-middleware';
import { allow, deny, rule, shield } from 'graphql-shield';
import type { IRules } from 'graphql-shield';

/** A rule or a constant (allow, deny): what a rule tree holds (graphql-shield does not export the name). */
type ShieldRule = typeof allow | typeof deny | ReturnType<ReturnType<typeof rule>>;
import { gridRowsRefusal, hasAccess, Level, Permission, type AccessRequirement, type GridRowChange, type LevelName, type PermissionName } from '@console/schema';
import { gatewayError } from '../rest/errors.ts';
import type { GatewayContext } from '../context.ts';

/** What `@access(...)` on a root field says; `rows` names the argument whose grid rows are each checked by what they do. */
export type FieldAccess = { kind: 'public' } | { kind: 'signedIn' } | { kind: 'permission'; requirement: AccessRequirement; rows?: string };

export const ROOT_TYPES = ['Query', 'Mutation', 'Subscription'] as const;

interface AccessArguments {
  permission?: PermissionName[];
  levels?: LevelName[];
  rows?: string;
  signedIn?: boolean;
  public?: boolean;
}

/** Reads the directive of one field; exactly one of permission, signedIn, public must be given. */
function fieldAccess(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>, coordinate: string): FieldAccess | undefined {
  const [directive]: AccessArguments[] = getDirective(schema, field, 'access') ?? [];
  if (!directive) return undefined;
  const kinds = [directive.permission !== undefined, directive.signedIn === true, directive.public === true].filter(Boolean).length;
  if (kinds !== 1) throw new Error(`@access on ${coordinate} must give exactly one of permission, signedIn, public`);
  if (directive.public) return { kind: 'public' };
  if (directive.signedIn) return { kind: 'signedIn' };
  const requirement = {
    permissions: directive.permission!.map((name) => Permission[name]),
    levels: directive.levels?.map((name) => Level[name]),
  };
  if (directive.rows === undefined) return { kind: 'permission', requirement };
  if (!field.args.some((argument) => argument.name === directive.rows)) throw new Error(`@access on ${coordinate} names rows "${directive.rows}", not one of its arguments`);
  return { kind: 'permission', requirement, rows: directive.rows };
}

/** Every root field and what its directive says (undefined: no directive). */
export function rootFieldAccess(schema: GraphQLSchema): Map<string, FieldAccess | undefined> {
  const result = new Map<string, FieldAccess | undefined>();
  for (const typeName of ROOT_TYPES) {
    const type = schema.getType(typeName);
    if (!type || !('getFields' in type)) continue;
    for (const field of Object.values(type.getFields())) {
      const coordinate = `${typeName}.${field.name}`;
      result.set(coordinate, fieldAccess(schema, field, coordinate));
    }
  }
  return result;
}

/** The Subscription fields anyone may watch: what they yield does not depend on who asks. */
export function publicSubscriptionFields(schema: GraphQLSchema): Set<string> {
  const prefix = 'Subscription.';
  const fields = [...rootFieldAccess(schema)].filter(([coordinate, access]) => coordinate.startsWith(prefix) && access?.kind === 'public');
  return new Set(fields.map(([coordinate]) => coordinate.slice(prefix.length)));
}

/** The check every guarded field runs in its shield rule: UNAUTHENTICATED without a valid session, FORBIDDEN when the seeds' rule fails. */
async function assertAccess(context: Pick<GatewayContext, 'viewer'>, access: FieldAccess, args: Record<string, unknown> = {}): Promise<void> {
  if (access.kind === 'public') return;
  const granted = await context.viewer.granted();
  if (access.kind !== 'permission') return;
  if (!hasAccess(granted, access.requirement)) throw gatewayError('FORBIDDEN');
  const refusal = access.rows === undefined ? null : gridRowsRefusal(granted, access.requirement.permissions, gridRows(args[access.rows]));
  if (refusal) throw gatewayError('FORBIDDEN', { serverMessages: [refusal] });
}

/** The rows of a grid argument (a list of input objects with their typeAction, as the schema validated them). */
const gridRows = (value: unknown): GridRowChange[] => (Array.isArray(value) ? value.filter(isGridRow) : []);
const isGridRow = (row: unknown): row is GridRowChange => typeof row === 'object' && row !== null && typeof (row as { typeAction?: unknown }).typeAction === 'number';

function ruleFor(access: FieldAccess, name: string): ShieldRule {
  if (access.kind === 'public') return allow;
  // A rule reading the rows depends on the arguments: cached per call, not per operation.
  const cache = access.kind === 'permission' && access.rows !== undefined ? 'strict' : 'contextual';
  return rule(name, { cache })(async (_parent, args: Record<string, unknown>, context: GatewayContext) => {
    try {
      await assertAccess(context, access, args);
      return true;
    } catch (error) {
      if (error instanceof GraphQLError) return error;
      throw error;
    }
  });
}

const ruleName = (access: FieldAccess) =>
  access.kind === 'permission'
    ? `access:${access.requirement.permissions.join(',')}:${access.requirement.levels?.join(',') ?? '*'}${access.rows === undefined ? '' : `:rows=${access.rows}`}`
    : `access:${access.kind}`;

/** The graphql-shield rule tree, built once from the directives. Root fields only: nested fields are not wrapped. */
function accessRuleTree(schema: GraphQLSchema): IRules {
  const rules = new Map<string, ShieldRule>();
  const tree: Record<string, Record<string, ShieldRule>> = {};
  for (const [coordinate, access] of rootFieldAccess(schema)) {
    const [typeName = '', fieldName = ''] = coordinate.split('.');
    tree[typeName] ??= {};
    if (!access) {
      tree[typeName][fieldName] = deny;
      continue;
    }
    const name = ruleName(access);
    if (!rules.has(name)) rules.set(name, ruleFor(access, name));
    tree[typeName][fieldName] = rules.get(name)!;
  }
  return tree;
}

/** Applies the rule tree to the root types only; a root field without `@access` is refused at start-up. */
export function withAccessRules(schema: GraphQLSchema): GraphQLSchema {
  const missing = [...rootFieldAccess(schema)].filter(([, access]) => !access).map(([coordinate]) => coordinate);
  if (missing.length > 0) throw new Error(`Root fields without @access: ${missing.join(', ')}`);
  const generator = shield(accessRuleTree(schema), {
    fallbackRule: deny,
    allowExternalErrors: true,
    fallbackError: () => gatewayError('FORBIDDEN'),
  });
  const generated = generator.generate(schema);
  // Shield answers a map by type; a single function would wrap every field, nested ones included.
  if (typeof generated === 'function') throw new Error('graphql-shield answered no middleware by type');
  // Subscriptions are checked inside `subscribe` (guardSubscriptions), once per subscription rather than per event.
  const roots: readonly string[] = ROOT_TYPES.filter((name) => name !== 'Subscription');
  const rootOnly = Object.fromEntries(Object.entries(generated).filter(([name]) => roots.includes(name)));
  return guardSubscriptions(applyMiddleware(schema, rootOnly));
}

/** Wraps every Subscription field's `subscribe` in its `@access` check: a refused caller gets the error, no stream. */
function guardSubscriptions(schema: GraphQLSchema): GraphQLSchema {
  const subscription = schema.getSubscriptionType();
  if (!subscription) return schema;
  for (const field of Object.values(subscription.getFields())) {
    const access = fieldAccess(schema, field, `Subscription.${field.name}`);
    const subscribe = field.subscribe;
    if (!access || !subscribe) continue;
    field.subscribe = async (source, args, context: GatewayContext, info) => {
      await assertAccess(context, access, args);
      return subscribe(source, args, context, info);
    };
  }
  return schema;
}
