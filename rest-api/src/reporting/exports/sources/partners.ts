/** partenaires.xlsx: every partner. */
import type { QueryExportSource } from '../export-sources.ts';

export const partnersSource: QueryExportSource = {
  sheetName: 'Partenaires',
  columns: [
    { header: 'Id', key: 'partnerId', width: 8, format: 'integer' },
    { header: 'Titre', key: 'title', width: 24 },
    { header: 'Description', key: 'description', width: 40 },
  ],
  query() {
    return {
      sql: 'select p.partner_id as "partnerId", p.title, p.description from partners p order by p.partner_id',
      params: [],
    };
  },
};
