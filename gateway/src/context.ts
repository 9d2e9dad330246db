import type { YogaInitialContext } from 'graphql-yoga';
import type { RestClient } from './rest/api.ts';
import type { RequestLoaders } from './loaders.ts';
import type { ViewerLoader } from './access/viewer.ts';
import type { RequestSession } from './server/session.ts';
import type { SignInGuard } from './security/sign-in-guard.ts';
import type { LiveEvents } from './live/events.ts';
import type { PreparationBoards } from './delivery/board-poll.ts';

/** What the gateway adds to each request's context: built fresh per request, never shared across users. */
export interface RequestServices {
  rest: RestClient;
  /** Each domain's DataLoaders for nested fields, made with this request's client: never shared across requests. */
  loaders: RequestLoaders;
  session: RequestSession;
  viewer: ViewerLoader;
  signInGuard: SignInGuard;
  clientAddress: string;
  /** The incoming `x-request-id` when sane, else a new one; sent upstream on every call. */
  requestId: string;
  /** The subscriptions' event bus (shared by the process, through Redis across replicas). */
  live: LiveEvents;
  /** The Google Maps browser key from the configuration, for the dispatch map; null without one. */
  googleMapsApiKey: string | null;
  /** The preparation boards' shared polls (one per watched warehouse across the replicas). */
  preparationBoards: PreparationBoards;
}

export type GatewayContext = YogaInitialContext & RequestServices;
