import { demoArticles } from '../catalog/demo-data.ts';
import { insertRows, type DemoData } from '../db/demo-data.ts';
import type { Executor } from '../db/db.ts';
import { MANUAL_ALGORITHM } from './content.rules.ts';

/**
 * Banners, the store's promoted articles and three home pages with blocs of every algorithm (the manual ones with
 * articles). Deterministic. Banner n's image is the console's static file `/demo/banners/<n>.svg`
 * (web/public/demo/banners, served by the gateway with the console): the demo data only writes rows.
 */

/** [name, start, end, active, warehouses, channels]. */
const banners: [name: string, start: string, end: string, active: boolean, warehouseIds: number[], channelIds: number[]][] = [
  ['Ramadan Karim : prix doux', '2026-02-15', '2026-03-20', true, [1, 2, 3], [1, 2]],
  ['Aïd Al Adha : épices et thés', '2026-05-10', '2026-05-31', true, [1, 2], [1]],
  ['Rentrée scolaire', '2026-08-25', '2026-09-20', true, [1, 3], [1, 4]],
  ['Été : boissons fraîches', '2026-06-15', '2026-08-31', true, [1, 2, 3], [1, 2, 4, 5]],
  ['Semaine de l\u2019hygiène', '2026-10-01', '2026-10-07', false, [3], [6]],
  ['Cafés et restaurants : offres pro', '2026-01-05', '2026-12-20', true, [1], [3]],
  ['Nouveautés laitières', '2026-04-01', '2026-04-30', false, [2], [1, 5]],
  ['Fin d\u2019année : grandes marques', '2026-12-01', '2026-12-31', false, [1, 2, 3], [1, 2, 5]],
];

const activeArticles = demoArticles.filter((article) => article.active);
/** Every `step`-th active article from `start`, `count` of them. */
const spread = (start: number, step: number, count: number) =>
  Array.from({ length: count }, (_, index) => activeArticles[(start + index * step) % activeArticles.length].id);

/** [home page name, description, blocs [name, type, algorithm]]. */
const homePages: [name: string, description: string, blocs: [name: string, blocTypeId: number, algorithmId: number][]][] = [
  [
    'Accueil application client',
    'Page d\u2019accueil de l\u2019application mobile des clients',
    [['Nos coups de cœur', 1, MANUAL_ALGORITHM], ['Meilleures ventes', 2, 2], ['Pour vous', 1, 3], ['Vos favoris', 4, 5], ['Sélection autonome', 2, 4]],
  ],
  [
    'Accueil ambassadeurs',
    'Page d\u2019accueil de l\u2019application des ambassadeurs',
    [['Top ventes du mois', 2, 2], ['Produits à pousser', 1, MANUAL_ALGORITHM], ['Recommandé pour vos clients', 4, 3]],
  ],
  [
    'Accueil borne magasin',
    'Écran d\u2019accueil des bornes en magasin',
    [['Bannière du moment', 3, MANUAL_ALGORITHM], ['Autonome 2021', 2, 4], ['Favoris des clients', 1, 5], ['Les plus vendus', 4, 2]],
  ],
];

async function load(tx: Executor) {
  await insertRows(tx, 'banners', ['banner_id', 'name', 'start_date', 'end_date', 'active', 'image_url'], banners.map(([name, start, end, active], index) => [index + 1, name, start, end, active, `/demo/banners/${index + 1}.svg`]));
  const bannerLinks = (pick: (row: (typeof banners)[number]) => number[]) => banners.flatMap((row, index) => pick(row).map((id) => [index + 1, id]));
  const warehouseLinks = bannerLinks((row) => row[4]);
  const channelLinks = bannerLinks((row) => row[5]);
  await tx.query('insert into banner_warehouses (banner_id, warehouse_id) select * from unnest($1::int[], $2::int[])', [
    warehouseLinks.map((row) => row[0]),
    warehouseLinks.map((row) => row[1]),
  ]);
  await tx.query('insert into banner_channels (banner_id, channel_id) select * from unnest($1::int[], $2::int[])', [
    channelLinks.map((row) => row[0]),
    channelLinks.map((row) => row[1]),
  ]);

  const promoted = spread(3, 37, 12);
  await tx.query('insert into promoted_articles (article_id, position) select * from unnest($1::int[]) with ordinality', [promoted]);

  await insertRows(tx, 'home_pages', ['home_page_id', 'name', 'description'], homePages.map(([name, description], index) => [index + 1, name, description]));
  const blocs: unknown[][] = [];
  const blocArticles: [blocId: number, articleId: number, position: number][] = [];
  homePages.forEach(([, , pageBlocs], pageIndex) =>
    pageBlocs.forEach(([name, blocTypeId, algorithmId], position) => {
      const blocId = blocs.length + 1;
      blocs.push([blocId, pageIndex + 1, name, `${name} (${homePages[pageIndex][0]})`, blocTypeId, algorithmId, position + 1]);
      if (algorithmId === MANUAL_ALGORITHM) spread(blocId * 11, 23, 6).forEach((articleId, index) => blocArticles.push([blocId, articleId, index + 1]));
    }),
  );
  await insertRows(tx, 'blocs', ['bloc_id', 'home_page_id', 'name_fr', 'description', 'bloc_type_id', 'algorithm_id', 'position'], blocs);
  await tx.query('insert into bloc_articles (bloc_id, article_id, position) select * from unnest($1::int[], $2::int[], $3::int[])', [
    blocArticles.map((row) => row[0]),
    blocArticles.map((row) => row[1]),
    blocArticles.map((row) => row[2]),
  ]);
}

/** Needs the catalogue's demo data (catalog.v1), the warehouses and the channels. */
export const contentDemoData: DemoData = { name: 'content.v1', load };
