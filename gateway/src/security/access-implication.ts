import type { AccessRequirement } from '@console/schema';
import type { FieldAccess } from './access.ts';

/** A REST operation's guard as its OpenAPI document states it (`x-access`). */
export type RestAccess = { public: true } | { signedIn: true } | { anyOf: AccessRequirement[] };

/**
 * Whether every caller the schema's rule lets in also passes the REST operation's guard, so a root
 * field never answers FORBIDDEN from upstream to someone its own rule admitted. A permission rule
 * implies an alternative list when, for each of its permissions and each of its levels (any level
 * when it lists none), some alternative names that permission with that level or with no levels.
 */
export function schemaRuleImplies(field: FieldAccess, rest: RestAccess): boolean {
  if ('public' in rest) return true;
  if (field.kind === 'public') return false;
  if ('signedIn' in rest) return true;
  if (field.kind === 'signedIn') return false;
  const levels = field.requirement.levels?.length ? field.requirement.levels : undefined;
  return field.requirement.permissions.every((permission) => {
    const alternatives = rest.anyOf.filter((alternative) => alternative.permissions.includes(permission));
    if (alternatives.some((alternative) => !alternative.levels?.length)) return true;
    return levels !== undefined && levels.every((level) => alternatives.some((alternative) => alternative.levels!.includes(level)));
  });
}
