/** marques.xlsx: every brand and its partner. */
import type { QueryExportSource } from '../export-sources.ts';

export const brandsSource: QueryExportSource = {
  sheetName: 'Marques',
  columns: [
    { header: 'Id', key: 'brandId', width: 8, format: 'integer' },
    { header: 'Nom', key: 'name', width: 24 },
    { header: 'Description', key: 'description', width: 40 },
    { header: 'Partenaire', key: 'partner', width: 24 },
  ],
  query() {
    return {
      sql: `select b.brand_id as "brandId", b.name, b.description, p.title as partner
              from brands b left join partners p on p.partner_id = b.partner_id
             order by b.brand_id`,
      params: [],
    };
  },
};
