import { accessLoaders } from './access/loaders.ts';
import type { RestClient } from './rest/api.ts';

/**
 * Every domain's DataLoaders for one GraphQL operation, made with its REST client on first use:
 * most operations read no nested upstream field. A domain with nested upstream fields adds a
 * getter (on the prototype: a getter per object would give each request's loaders a shape of their own).
 */
export class RequestLoaders {
  #access: ReturnType<typeof accessLoaders> | undefined;

  constructor(private readonly rest: RestClient) {}

  get access() {
    return (this.#access ??= accessLoaders(this.rest));
  }
}

export const requestLoaders = (rest: RestClient) => new RequestLoaders(rest);
