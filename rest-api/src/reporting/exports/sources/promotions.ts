/**
 * promotions.xlsx, the promotion recap (seed 001 « Promotion recap (export) »): one row per article criterion entry of
 * each promotion (the partner, brand, category or article it names, by its code), one row for a promotion naming
 * none, with the promotion's kind, source, channels, condition unit and dates.
 */
import { ARTICLE_CRITERIA_LABELS, CANAL_TYPE_LABELS, CONDITION_UNIT_LABELS, PROMO_TYPE_LABELS, PromoType } from '@console/schema';
import type { QueryExportSource } from '../export-sources.ts';
import { YES_NO, codeLabels } from './common.ts';

/** What a promotion applies on: the order's total for kind QDT, else its article criterion (0: every article). */
const APPLY_ON_LABELS: Readonly<Record<string, string>> = {
  order: 'Total de la commande',
  0: 'Tous les articles',
  ...codeLabels(ARTICLE_CRITERIA_LABELS),
};

export const promotionsSource: QueryExportSource = {
  sheetName: 'Promotions',
  columns: [
    { header: 'Id', key: 'promotionId', width: 8, format: 'integer' },
    { header: 'Type', key: 'promoType', width: 14, labels: codeLabels(PROMO_TYPE_LABELS) },
    { header: 'Code', key: 'code', width: 16 },
    { header: 'Description', key: 'description', width: 32 },
    { header: 'Créée le', key: 'createdAt', width: 12, format: 'date' },
    { header: 'Active', key: 'active', width: 8, labels: YES_NO },
    { header: 'Appliquée sur', key: 'applyOn', width: 18, labels: APPLY_ON_LABELS },
    { header: 'Source', key: 'canalType', width: 16, labels: codeLabels(CANAL_TYPE_LABELS) },
    { header: 'Code article / critère', key: 'articleCode', width: 16 },
    { header: 'Description article / critère', key: 'articleDescription', width: 32 },
    { header: 'Canaux', key: 'channels', width: 20 },
    { header: 'Condition', key: 'condition', width: 12, labels: codeLabels(CONDITION_UNIT_LABELS) },
    // Days without a time: as text, so no zone moves them (calendarDay reads YYYY-MM-DD as is).
    { header: 'Du', key: 'dateFrom', width: 12, format: 'date' },
    { header: 'Au', key: 'dateTo', width: 12, format: 'date' },
  ],
  query() {
    return {
      // The channels' codes joined once per promotion, by a grouped read, not a sub-query per row.
      sql: `select p.promotion_id as "promotionId", p.promo_type as "promoType", p.code, p.description, p.created_at as "createdAt",
                   p.active, case when p.promo_type = ${PromoType.QDT} then 'order' else p.article_criteria::text end as "applyOn",
                   p.canal_type as "canalType", pa.title as "articleCode", pa.description as "articleDescription", pc.channels,
                   p.discount_type as condition, to_char(p.date_from, 'YYYY-MM-DD') as "dateFrom", to_char(p.date_to, 'YYYY-MM-DD') as "dateTo"
              from promotions p
              left join promotion_articles pa on pa.promotion_id = p.promotion_id
              left join (select x.promotion_id, string_agg(ch.code, ', ' order by ch.code) as channels
                           from promotion_channels x join channels ch on ch.channel_id = x.channel_id
                          group by x.promotion_id) pc
                     on pc.promotion_id = p.promotion_id
             order by p.promotion_id, pa.promotion_article_id`,
      params: [],
    };
  },
};
