/** The banners' and promoted articles' SQL; no decisions (content.rules.ts). `b` is banners. */
import type { Executor } from '../db/db.ts';
import { listPage } from '../db/paging.ts';
import { replaceSet } from '../db/sets.ts';
import { SqlParams } from '../db/sql.ts';
import type { ListQuery } from '../http/lists.ts';
import { LISTED_ARTICLE_JSON } from '../selections/listed-articles.ts';
import type { BannerWrite } from './content.rules.ts';

export interface BannerQuery extends ListQuery {
  active?: boolean;
}

const BANNER_COLUMNS = `b.banner_id as "bannerId", b.name, to_char(b.start_date, 'YYYY-MM-DD') as "startDate",
  to_char(b.end_date, 'YYYY-MM-DD') as "endDate", b.active, b.image_url as "imageUrl",
  coalesce((select json_agg(json_build_object('warehouseId', w.warehouse_id, 'localisation', w.localisation) order by w.warehouse_id)
              from banner_warehouses bw join warehouses w on w.warehouse_id = bw.warehouse_id where bw.banner_id = b.banner_id), '[]'::json) as warehouses,
  coalesce((select json_agg(json_build_object('channelId', ch.channel_id, 'code', ch.code) order by ch.channel_id)
              from banner_channels bc join channels ch on ch.channel_id = bc.channel_id where bc.banner_id = b.banner_id), '[]'::json) as channels`;

export function listBanners(db: Executor, query: BannerQuery) {
  const params = new SqlParams();
  const where = query.active === undefined ? [] : [`b.active = ${params.add(query.active)}`];
  return listPage(
    db,
    {
      select: BANNER_COLUMNS,
      from: 'banners b',
      where,
      params,
      keywordColumns: ['b.name'],
      sortable: { bannerId: 'b.banner_id', name: 'b.name', startDate: 'b.start_date', endDate: 'b.end_date' },
      defaultSort: 'bannerId',
      tieBreaker: 'b.banner_id',
    },
    query,
  );
}

export async function loadBanner(db: Executor, bannerId: number): Promise<Record<string, unknown> | undefined> {
  const [row] = await db.query<Record<string, unknown>>(`select ${BANNER_COLUMNS} from banners b where b.banner_id = $1`, [bannerId]);
  return row;
}

const WAREHOUSES = { table: 'banner_warehouses', ownerColumn: 'banner_id', memberColumn: 'warehouse_id' };
const CHANNELS = { table: 'banner_channels', ownerColumn: 'banner_id', memberColumn: 'channel_id' };

async function replaceLinks(tx: Executor, bannerId: number, write: BannerWrite) {
  await replaceSet(tx, WAREHOUSES, bannerId, write.warehouseIds);
  await replaceSet(tx, CHANNELS, bannerId, write.channelIds);
}

export async function insertBanner(tx: Executor, write: BannerWrite): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    'insert into banners (name, start_date, end_date, active, image_url) values ($1, $2, $3, $4, $5) returning banner_id as id',
    [write.name, write.startDate, write.endDate, write.active, write.imageUrl],
  );
  await replaceLinks(tx, row.id, write);
  return row.id;
}

/** False when the banner is unknown (nothing written). */
export async function updateBanner(tx: Executor, bannerId: number, write: BannerWrite): Promise<boolean> {
  const rows = await tx.query(
    'update banners set name = $2, start_date = $3, end_date = $4, active = $5, image_url = $6 where banner_id = $1 returning 1',
    [bannerId, write.name, write.startDate, write.endDate, write.active, write.imageUrl],
  );
  if (rows.length === 0) return false;
  await replaceLinks(tx, bannerId, write);
  return true;
}

export async function deleteBanner(tx: Executor, bannerId: number): Promise<boolean> {
  const rows = await tx.query('delete from banners where banner_id = $1 returning 1', [bannerId]);
  return rows.length > 0;
}

/** The promoted articles, in order. */
export function listPromotedArticles(db: Executor) {
  return db
    .query<{ article: Record<string, unknown> }>(
      `select ${LISTED_ARTICLE_JSON} as article from promoted_articles p join articles a on a.article_id = p.article_id order by p.position`,
    )
    .then((rows) => rows.map((row) => row.article));
}

/** Makes the promoted list exactly these (distinct) articles, in this order; locks the table so two saves do not interleave. */
export async function replacePromotedArticles(tx: Executor, articleIds: readonly number[]) {
  await tx.query('lock table promoted_articles in exclusive mode');
  await tx.query('delete from promoted_articles');
  if (articleIds.length === 0) return;
  await tx.query(
    'insert into promoted_articles (article_id, position) select m.id, m.position from unnest($1::int[]) with ordinality as m(id, position)',
    [[...articleIds]],
  );
}
