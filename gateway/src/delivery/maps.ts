import type { Resolvers } from '../generated/resolvers.ts';

/** The dispatch map's settings, from the gateway's own configuration (GOOGLE_MAPS_API_KEY): no REST call. */
export const mapsResolvers: Resolvers = {
  Query: {
    mapsConfig: (_parent, _args, { googleMapsApiKey }) => ({ googleMapsApiKey }),
  },
};
