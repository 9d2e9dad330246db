import type { FastifyInstance } from 'fastify';
import { Level, Permission } from '@console/schema';
import { registerCrud, standardAccess } from '../http/crud.ts';
import { articleChooserAccess } from './chooser-access.ts';
import type { CatalogServices } from './services.ts';

/** The articles screens read brands and partners for their filters and lookups. */
const articles = { permissions: [Permission.ARTICLES] };
/** The promotion editor's article criteria (seed 001 section 7: partners and brands pick lists). */
const promotionEditor = { permissions: [Permission.PROMOTIONS], levels: [Level.CREATE, Level.EDIT] };

/**
 * Brands (permission 5: list at any level, read-only detail at level 4) and partners (permission 6: list),
 * both also listed for permission 1 (seed 000 section 2, "Brands, partners, sectors"); brands also for the article
 * chooser's brand filter (permission 11, 20 or 2 at any level), partners for the promotion editor (2 at level 3 or 4).
 */
export function registerBrandRoutes(app: FastifyInstance, services: CatalogServices) {
  const brandAccess = standardAccess(Permission.BRANDS);
  registerCrud(app, services, {
    path: '/api/articles/brands',
    tag: 'Catalogue',
    noun: 'brand',
    plural: 'brands',
    table: 'brands',
    idColumn: 'brand_id',
    idField: 'brandId',
    fields: {
      name: { column: 'name', type: 'string', required: true },
      description: { column: 'description', type: 'string' },
    },
    computed: {
      imageUrl: { schema: { type: 'string', nullable: true, description: 'The latest brand image (upload type 3); null when none.' }, sql: 't.image_url' },
      partner: {
        schema: {
          type: 'object',
          nullable: true,
          required: ['partnerId', 'title'],
          properties: { partnerId: { type: 'integer' }, title: { type: 'string' } },
        },
        sql: `(select json_build_object('partnerId', p.partner_id, 'title', p.title) from partners p where p.partner_id = t.partner_id)`,
      },
    },
    keywordFields: ['name', 'description'],
    sortFields: ['name'],
    access: { ...brandAccess, read: { permissions: [Permission.BRANDS], levels: [Level.EDIT] } },
    listAlso: [articles, ...articleChooserAccess],
    operations: ['list', 'read'],
    references: [],
  });

  registerCrud(app, services, {
    path: '/api/articles/partners',
    tag: 'Catalogue',
    noun: 'partner',
    plural: 'partners',
    table: 'partners',
    idColumn: 'partner_id',
    idField: 'partnerId',
    fields: {
      title: { column: 'title', type: 'string', required: true },
      description: { column: 'description', type: 'string' },
    },
    keywordFields: ['title', 'description'],
    sortFields: ['title'],
    access: standardAccess(Permission.PARTNERS),
    listAlso: [articles, promotionEditor],
    operations: ['list'],
    references: [],
  });
}
