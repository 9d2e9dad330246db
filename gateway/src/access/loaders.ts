import DataLoader from 'dataloader';
import type { RestClient } from '../rest/api.ts';
import { adminPaths, type UpstreamAccessLevelDetail } from './admin-upstream.ts';

/** The REST API's longest list of ids in one call. */
const MAX_IDS = 1000;

/**
 * Nested fields of the access domain that need another upstream call, batched per GraphQL
 * operation: a page of access levels asking for their details makes one call, not one per row.
 * Built with each request's REST client (its caller's token): never shared across requests.
 */
export function accessLoaders(rest: RestClient) {
  return {
    accessLevelDetails: new DataLoader<number, UpstreamAccessLevelDetail[]>(
      async (accessLevelIds) => {
        const answer = await rest.get(adminPaths.accessLevelDetails, { query: { accessLevelId: accessLevelIds } });
        const byLevel = new Map<number, UpstreamAccessLevelDetail[]>(accessLevelIds.map((id) => [id, []]));
        for (const detail of answer?.data ?? []) byLevel.get(detail.accessLevelId)?.push(detail);
        return accessLevelIds.map((id) => byLevel.get(id) ?? []);
      },
      { maxBatchSize: MAX_IDS },
    ),
  };
}
