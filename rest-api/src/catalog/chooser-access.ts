import { Permission, type AccessRequirement } from '@console/schema';

/**
 * Who uses the article chooser (selections 11, home pages 20, promoted articles 2, at any level, as the GraphQL
 * `chooserArticles` and `brands` fields say): it lists articles and, for its brand filter, brands.
 */
export const articleChooserAccess: readonly AccessRequirement[] = [
  { permissions: [Permission.SELECTIONS] },
  { permissions: [Permission.HOMEPAGES] },
  { permissions: [Permission.PROMOTIONS] },
];
