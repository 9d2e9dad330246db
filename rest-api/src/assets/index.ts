import type { RestDomain } from '../domain.ts';
import { registerAssetRoutes } from './routes.ts';

/** Image uploads and their public URLs. */
export const assetsDomain: RestDomain = { name: 'assets', routes: registerAssetRoutes };
