import type { Resolvers } from './generated/resolvers.ts';
import type { SpreadsheetExport } from './reporting/export-definition.ts';

/**
 * What a domain of the gateway brings, from its `index.ts`: the central lists (resolvers.ts,
 * domains.ts, codegen.ts) name the domain once.
 */
export interface GatewayDomain {
  resolvers: readonly Resolvers[];
  /** Spreadsheets served at GET /exports/<name>.xlsx. */
  exports: Readonly<Record<string, SpreadsheetExport>>;
}
