import type { YogaInitialContext } from 'graphql-yoga';
import type { RestClient } from './rest/client.ts';
import type { ViewerLoader } from './access/viewer.ts';
import type { RequestSession } from './server/session.ts';
import type { SignInGuard } from './security/sign-in-guard.ts';

/** What the gateway adds to each request's context: built fresh per request, never shared across users. */
export interface RequestServices {
  rest: RestClient;
  session: RequestSession;
  viewer: ViewerLoader;
  signInGuard: SignInGuard;
  clientAddress: string;
  /** The caller's x-request-id when safe, else a fresh one; sent upstream and logged. */
  requestId: string;
}

export type GatewayContext = YogaInitialContext & RequestServices;
