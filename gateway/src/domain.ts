import type { Resolvers } from './generated/resolvers.ts';

/**
 * What a domain of the gateway brings, from its `index.ts` (listed once in domains.ts). Beside it,
 * data-only `mappers.ts` (listed in codegen.ts, which so loads no resolver code) and, for nested
 * fields that call upstream, `loaders.ts` (listed in loaders.ts).
 */
export interface GatewayDomain {
  resolvers: readonly Resolvers[];
}
