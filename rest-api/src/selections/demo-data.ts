import { demoArticles, demoCategories } from '../catalog/demo-data.ts';
import { insertRows, type DemoData } from '../db/demo-data.ts';
import type { Executor } from '../db/db.ts';

/**
 * Ten selections of the customer apps, each with two or three sub-selections (one per sub-family of the catalogue's
 * demo tree) and articles of those sub-families. Deterministic: the same rows on every load. Selection n's image
 * (the n-th theme, sub-selections have none) is the console's static file `/demo/selections/<n>.svg` (web/public/demo).
 */

/** [French name, Arabic name, channel, sub-family names (the sub-selections)]. */
const themes: [nameFr: string, nameAr: string, channelId: number, subFamilies: string[]][] = [
  ['Ramadan Karim', 'رمضان كريم', 1, ['Farines et semoules', 'Sucres et thés', 'Épices']],
  ['Petit-déjeuner', 'فطور الصباح', 1, ['Laits', 'Cafés', 'Fromages et beurres']],
  ['Apéritif et fêtes', 'حفلات ومناسبات', 2, ['Boissons gazeuses', 'Biscuits']],
  ['Cuisine du quotidien', 'مطبخ كل يوم', 1, ['Huiles et vinaigres', 'Pâtes et riz', 'Conserves']],
  ['Rafraîchissements d\u2019été', 'مشروبات الصيف', 4, ['Eaux', 'Jus']],
  ['Maison propre', 'منزل نظيف', 1, ['Lessives', 'Vaisselle', 'Nettoyants']],
  ['Beauté et soins', 'الجمال والعناية', 6, ['Soins corporels', 'Soins capillaires']],
  ['Famille et bébé', 'العائلة والرضيع', 5, ['Papier et bébé', 'Hygiène bucco-dentaire']],
  ['Goûter des enfants', 'لمجة الأطفال', 1, ['Biscuits', 'Chocolat et confiserie', 'Yaourts et lben']],
  ['Spécial cafés et restaurants', 'خاص بالمقاهي والمطاعم', 3, ['Cafés', 'Eaux', 'Sucres et thés']],
];

const subFamilyId = (name: string) => {
  const found = demoCategories.find((category) => category.type === 2 && category.description === name);
  if (!found) throw new Error(`unknown demo sub-family ${name}`);
  return found.id;
};

/** The first active articles of a sub-family, skipping `skip`. */
const articlesOf = (subFamily: number, count: number, skip = 0) =>
  demoArticles.filter((article) => article.active && article.subFamilyId === subFamily).slice(skip, skip + count).map((article) => article.id);

async function load(tx: Executor) {
  const selections: unknown[][] = [];
  const links: [selectionId: number, articleId: number, position: number][] = [];
  const link = (selectionId: number, articleIds: number[]) =>
    articleIds.forEach((articleId, index) => links.push([selectionId, articleId, index + 1]));
  let nextId = 1;
  themes.forEach(([nameFr, nameAr, channelId, subFamilies], index) => {
    const selectionId = nextId++;
    const subIds = subFamilies.map(subFamilyId);
    selections.push([
      selectionId, null, channelId, nameFr, nameAr, `Les incontournables : ${nameFr.toLowerCase()}`, `الأساسيات: ${nameAr}`,
      index !== 7, `/demo/selections/${index + 1}.svg`,
    ]);
    link(selectionId, subIds.flatMap((id) => articlesOf(id, 2)));
    subFamilies.forEach((name, subIndex) => {
      const id = nextId++;
      selections.push([id, selectionId, channelId, name, `${nameAr} – ${subIndex + 1}`, null, null, true, null]);
      link(id, articlesOf(subIds[subIndex], 4, 2));
    });
  });
  await insertRows(
    tx,
    'selections',
    ['selection_id', 'parent_id', 'channel_id', 'name_fr', 'name_ar', 'description_fr', 'description_ar', 'active', 'image_url'],
    selections,
  );
  await tx.query(
    `insert into selection_articles (selection_id, article_id, position)
     select * from unnest($1::int[], $2::int[], $3::int[])`,
    [links.map((row) => row[0]), links.map((row) => row[1]), links.map((row) => row[2])],
  );
}

/** Needs the catalogue's demo data (catalog.v1) and the channels. */
export const selectionsDemoData: DemoData = { name: 'selections.v1', load };
