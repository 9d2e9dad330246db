import { accessLoaders } from './access/loaders.ts';
import type { RestClient } from './rest/api.ts';

/** Every domain's DataLoaders, made for one GraphQL operation with its REST client; a domain with nested upstream fields adds one line. */
export function requestLoaders(rest: RestClient) {
  return { access: accessLoaders(rest) };
}

export type RequestLoaders = ReturnType<typeof requestLoaders>;
