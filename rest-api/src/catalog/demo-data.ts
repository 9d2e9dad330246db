import { insertRows, type DemoData } from '../db/demo-data.ts';
import type { Executor } from '../db/db.ts';
import { SeededRandom } from '../db/random.ts';

/**
 * A grocery catalogue for the Moroccan market: partners and their brands, taxes, a family / sub-family /
 * sub-sub-family tree, conditionings, articles (French and Arabic designations) and catalogues.
 * Brand and partner names are invented. Deterministic: the same rows on every load.
 */

const partners: [id: number, title: string, description: string][] = [
  [1, 'Atlas Agro Distribution', 'Distributeur national de produits d\u2019épicerie'],
  [2, 'Maghreb Food Partners', 'Importateur et fabricant agroalimentaire'],
  [3, 'Sahara Boissons', 'Embouteilleur d\u2019eaux et de boissons gazeuses'],
  [4, 'Laiterie du Souss', 'Coopérative laitière de la région Souss-Massa'],
  [5, 'Riad Hygiène', 'Fabricant de produits d\u2019hygiène et de soins'],
  [6, 'Médina Entretien', 'Produits d\u2019entretien ménager'],
  [7, 'Oasis Épices', 'Épices et aromates de Tafilalet'],
  [8, 'Bahia Négoce', 'Négociant en thé, café et confiserie'],
  [9, 'Chaouia Céréales', 'Minoterie et semoulerie de la Chaouia'],
  [10, 'Rif Import', 'Importateur de marques internationales'],
  [11, 'Tadla Conserveries', 'Conserverie de poisson et de légumes'],
  [12, 'Sebou Distribution', 'Grossiste multi-catégories du Gharb'],
];

/** [name, partner, description]; ids follow the order. */
const brandList: [name: string, partnerId: number, description: string][] = [
  ['Zitouna', 1, 'Huiles de table et d\u2019olive'],
  ['Al Wafa', 2, 'Huiles et vinaigres'],
  ['Argania', 10, 'Huiles d\u2019olive premium'],
  ['Chaouia Moulins', 9, 'Farines et semoules'],
  ['Dounia', 9, 'Couscous, pâtes et semoules'],
  ['Tiris', 2, 'Pâtes et riz'],
  ['Al Baraka', 8, 'Épicerie sèche'],
  ['Sukkar Atlas', 1, 'Sucres'],
  ['Nour Thé', 8, 'Thés verts'],
  ['Sultana Tea', 10, 'Thés importés'],
  ['Tadla Mer', 11, 'Conserves de poisson'],
  ['Océan Bleu', 11, 'Sardines et thon'],
  ['Jardin du Gharb', 12, 'Conserves de légumes et olives'],
  ['Oasis Épices', 7, 'Épices moulues'],
  ['Ras Tafilalet', 7, 'Mélanges d\u2019épices'],
  ['Aïn Tigrira', 3, 'Eaux minérales'],
  ['Source Atlas', 3, 'Eaux de source'],
  ['Bulles du Rif', 3, 'Eaux gazeuses'],
  ['Sahara Cola', 3, 'Boissons gazeuses'],
  ['Hamra', 3, 'Limonades'],
  ['Zest', 12, 'Boissons aux fruits'],
  ['Souss Fruits', 12, 'Jus de fruits'],
  ['Vita Nectar', 2, 'Nectars'],
  ['Café Mogador', 8, 'Cafés moulus'],
  ['Kahwa Al Bahja', 8, 'Cafés'],
  ['Souss Lait', 4, 'Laits et dérivés'],
  ['Tadla Lait', 4, 'Laits et yaourts'],
  ['Jben Chamal', 4, 'Fromages'],
  ['Smen Dada', 2, 'Beurres et smen'],
  ['Riad Soins', 5, 'Soins corporels'],
  ['Savonnerie Fassia', 5, 'Savons'],
  ['Henna Marrakech', 5, 'Henné et soins capillaires'],
  ['Dentora', 10, 'Hygiène bucco-dentaire'],
  ['Douceur', 5, 'Papier et mouchoirs'],
  ['Bébé Jawhara', 10, 'Couches et soins bébé'],
  ['Médina Clean', 6, 'Nettoyants ménagers'],
  ['Blancheur', 6, 'Lessives'],
  ['Citronia', 6, 'Vaisselle'],
  ['Javel Atlas', 6, 'Eau de Javel'],
  ['Biscuiterie Anfa', 2, 'Biscuits'],
  ['Choco Atlas', 1, 'Chocolats'],
  ['Halwa Fès', 8, 'Confiserie traditionnelle'],
  // Private labels of the distributor, in every sub-sub-family.
  ['Sebou Éco', 12, 'Marque de distributeur, premier prix'],
  ['Atlas Sélection', 1, 'Marque de distributeur, gamme supérieure'],
];
/** Added to every sub-sub-family's brands, with their price levels. */
const privateLabels: [name: string, priceFactor: number][] = [
  ['Sebou Éco', 0.82],
  ['Atlas Sélection', 1.12],
];
/** The partner of a demo brand (brand ids are 1-based positions in the list). */
export const demoBrandPartner = (brandId: number): number | undefined => brandList[brandId - 1]?.[1];

const brandId = (name: string) => {
  const index = brandList.findIndex(([candidate]) => candidate === name);
  if (index < 0) throw new Error(`unknown demo brand ${name}`);
  return index + 1;
};

const Tax = { TVA20: 1, TVA14: 2, TVA10: 3, TVA7: 4, EXEMPT: 5 } as const;
const taxes: [id: number, name: string, rate: number][] = [
  [Tax.TVA20, 'TVA 20 %', 20],
  [Tax.TVA14, 'TVA 14 %', 14],
  [Tax.TVA10, 'TVA 10 %', 10],
  [Tax.TVA7, 'TVA 7 %', 7],
  [Tax.EXEMPT, 'Exonéré', 0],
];

const conditioningNames = [
  'Bouteille', 'Bidon', 'Sachet', 'Boîte', 'Pack', 'Paquet', 'Pot', 'Brique', 'Canette', 'Flacon', 'Tube', 'Rouleau', 'Pièce', 'Sac',
] as const;
type Conditioning = (typeof conditioningNames)[number];

/** [French, Arabic, unit price in DH, gross weight in kg, volume in litres]. */
type Variant = [fr: string, ar: string, price: number, weight: number, volume: number];
interface Product {
  fr: string;
  ar: string;
  variants: Variant[];
  conditioning: Conditioning;
  caseItems: number;
  tags?: string[];
}
interface SubSubFamily {
  name: string;
  tax: number;
  brands: string[];
  products: Product[];
}

const v = (fr: string, ar: string, price: number, weight: number, volume = 0): Variant => [fr, ar, price, weight, volume];
const L = (litres: number, price: number): Variant => [
  litres < 1 ? `${Math.round(litres * 100)} cl` : `${String(litres).replace('.', ',')} L`,
  litres < 1 ? `${Math.round(litres * 100)} سل` : `${litres} لتر`,
  price,
  Math.round(litres * 1.08 * 1000) / 1000,
  litres,
];
const g = (grams: number, price: number): Variant =>
  grams >= 1000
    ? [`${String(grams / 1000).replace('.', ',')} kg`, `${grams / 1000} كلغ`, price, (grams * 1.03) / 1000, 0]
    : [`${grams} g`, `${grams} غ`, price, Math.round(grams * 1.05) / 1000, 0];
const ml = (millilitres: number, price: number): Variant => [`${millilitres} ml`, `${millilitres} مل`, price, Math.round(millilitres * 1.1) / 1000, millilitres / 1000];

/** Family -> sub-family -> sub-sub-families with their products. */
const tree: [family: string, subFamilies: [subFamily: string, subSubFamilies: SubSubFamily[]][]][] = [
  [
    'Épicerie',
    [
      [
        'Huiles et vinaigres',
        [
          { name: 'Huiles de table', tax: Tax.TVA10, brands: ['Zitouna', 'Al Wafa', 'Al Baraka'], products: [
            { fr: 'Huile de table', ar: 'زيت المائدة', variants: [L(1, 17.5), L(2, 34), L(5, 82)], conditioning: 'Bouteille', caseItems: 12 },
            { fr: 'Huile de tournesol', ar: 'زيت عباد الشمس', variants: [L(1, 19.9), L(5, 95)], conditioning: 'Bidon', caseItems: 6 },
          ] },
          { name: 'Huiles d\u2019olive', tax: Tax.TVA10, brands: ['Zitouna', 'Argania', 'Al Wafa'], products: [
            { fr: 'Huile d\u2019olive vierge extra', ar: 'زيت الزيتون البكر الممتاز', variants: [L(0.5, 42), L(1, 79), L(5, 380)], conditioning: 'Bouteille', caseItems: 12, tags: ['terroir'] },
          ] },
          { name: 'Vinaigres', tax: Tax.TVA20, brands: ['Al Wafa', 'Al Baraka'], products: [
            { fr: 'Vinaigre d\u2019alcool', ar: 'خل الكحول', variants: [L(0.5, 6.5), L(1, 11)], conditioning: 'Bouteille', caseItems: 12 },
            { fr: 'Vinaigre de vin', ar: 'خل العنب', variants: [L(0.5, 9.5)], conditioning: 'Bouteille', caseItems: 12 },
          ] },
        ],
      ],
      [
        'Farines et semoules',
        [
          { name: 'Farines', tax: Tax.EXEMPT, brands: ['Chaouia Moulins', 'Dounia', 'Al Baraka'], products: [
            { fr: 'Farine de blé tendre', ar: 'دقيق القمح الطري', variants: [g(1000, 7.5), g(5000, 35), g(25000, 160)], conditioning: 'Sac', caseItems: 10 },
            { fr: 'Farine complète', ar: 'دقيق كامل', variants: [g(1000, 9)], conditioning: 'Sachet', caseItems: 10, tags: ['santé'] },
          ] },
          { name: 'Semoules', tax: Tax.EXEMPT, brands: ['Chaouia Moulins', 'Dounia'], products: [
            { fr: 'Semoule fine', ar: 'سميدة رقيقة', variants: [g(1000, 9.5), g(5000, 44)], conditioning: 'Sachet', caseItems: 10, tags: ['ramadan'] },
            { fr: 'Semoule moyenne', ar: 'سميدة متوسطة', variants: [g(1000, 9.5), g(5000, 44)], conditioning: 'Sachet', caseItems: 10 },
            { fr: 'Semoule d\u2019orge', ar: 'سميدة الشعير', variants: [g(1000, 11)], conditioning: 'Sachet', caseItems: 10, tags: ['terroir'] },
          ] },
          { name: 'Couscous', tax: Tax.TVA10, brands: ['Dounia', 'Tiris', 'Al Baraka'], products: [
            { fr: 'Couscous moyen', ar: 'كسكس متوسط', variants: [g(500, 8), g(1000, 15)], conditioning: 'Paquet', caseItems: 20 },
            { fr: 'Couscous fin', ar: 'كسكس رقيق', variants: [g(1000, 15)], conditioning: 'Paquet', caseItems: 20 },
          ] },
        ],
      ],
      [
        'Sucres et thés',
        [
          { name: 'Sucres', tax: Tax.EXEMPT, brands: ['Sukkar Atlas', 'Al Baraka'], products: [
            { fr: 'Sucre en pain', ar: 'سكر القالب', variants: [g(2000, 16)], conditioning: 'Pièce', caseItems: 12, tags: ['ramadan'] },
            { fr: 'Sucre granulé', ar: 'سكر مسحوق', variants: [g(1000, 8), g(2000, 15.5)], conditioning: 'Sachet', caseItems: 10 },
            { fr: 'Sucre en morceaux', ar: 'سكر مقطع', variants: [g(1000, 10)], conditioning: 'Boîte', caseItems: 20 },
          ] },
          { name: 'Thés', tax: Tax.TVA20, brands: ['Nour Thé', 'Sultana Tea', 'Al Baraka'], products: [
            { fr: 'Thé vert gunpowder', ar: 'شاي أخضر', variants: [g(200, 14), g(500, 32)], conditioning: 'Boîte', caseItems: 24 },
            { fr: 'Thé vert à la menthe', ar: 'شاي أخضر بالنعناع', variants: [g(100, 9.5)], conditioning: 'Boîte', caseItems: 24 },
          ] },
        ],
      ],
      [
        'Pâtes et riz',
        [
          { name: 'Pâtes', tax: Tax.TVA10, brands: ['Tiris', 'Dounia', 'Al Baraka'], products: [
            { fr: 'Spaghetti', ar: 'سباغيتي', variants: [g(500, 6)], conditioning: 'Paquet', caseItems: 20 },
            { fr: 'Vermicelle', ar: 'شعرية', variants: [g(500, 6), g(250, 3.5)], conditioning: 'Paquet', caseItems: 20, tags: ['ramadan'] },
            { fr: 'Coquillettes', ar: 'معكرونة صدفية', variants: [g(500, 6)], conditioning: 'Paquet', caseItems: 20 },
            { fr: 'Langues d\u2019oiseau', ar: 'لسان العصفور', variants: [g(500, 6.5)], conditioning: 'Paquet', caseItems: 20 },
          ] },
          { name: 'Riz', tax: Tax.TVA10, brands: ['Tiris', 'Al Baraka'], products: [
            { fr: 'Riz long grain', ar: 'أرز طويل الحبة', variants: [g(1000, 14), g(5000, 66)], conditioning: 'Sachet', caseItems: 10 },
            { fr: 'Riz rond', ar: 'أرز مستدير', variants: [g(1000, 12)], conditioning: 'Sachet', caseItems: 10 },
          ] },
        ],
      ],
      [
        'Conserves',
        [
          { name: 'Conserves de poisson', tax: Tax.TVA10, brands: ['Tadla Mer', 'Océan Bleu'], products: [
            { fr: 'Sardines à l\u2019huile végétale', ar: 'سردين بالزيت النباتي', variants: [g(125, 6.5)], conditioning: 'Boîte', caseItems: 50 },
            { fr: 'Sardines à la tomate', ar: 'سردين بالطماطم', variants: [g(125, 6.5)], conditioning: 'Boîte', caseItems: 50 },
            { fr: 'Thon à l\u2019huile', ar: 'تونة بالزيت', variants: [g(160, 14), g(400, 32)], conditioning: 'Boîte', caseItems: 48 },
          ] },
          { name: 'Conserves de légumes', tax: Tax.TVA10, brands: ['Jardin du Gharb', 'Al Baraka'], products: [
            { fr: 'Tomate concentrée', ar: 'طماطم مركزة', variants: [g(140, 4), g(400, 10), g(800, 18)], conditioning: 'Boîte', caseItems: 24 },
            { fr: 'Petits pois', ar: 'جلبانة', variants: [g(400, 8.5)], conditioning: 'Boîte', caseItems: 24 },
            { fr: 'Pois chiches', ar: 'حمص', variants: [g(400, 8)], conditioning: 'Boîte', caseItems: 24, tags: ['ramadan'] },
          ] },
          { name: 'Olives', tax: Tax.TVA10, brands: ['Jardin du Gharb', 'Zitouna'], products: [
            { fr: 'Olives vertes dénoyautées', ar: 'زيتون أخضر منزوع النوى', variants: [g(350, 12)], conditioning: 'Pot', caseItems: 12 },
            { fr: 'Olives noires', ar: 'زيتون أسود', variants: [g(350, 13)], conditioning: 'Pot', caseItems: 12 },
          ] },
        ],
      ],
      [
        'Épices',
        [
          { name: 'Épices moulues', tax: Tax.TVA20, brands: ['Oasis Épices', 'Ras Tafilalet', 'Al Baraka'], products: [
            { fr: 'Cumin moulu', ar: 'كمون مطحون', variants: [g(100, 9)], conditioning: 'Sachet', caseItems: 40 },
            { fr: 'Paprika doux', ar: 'فلفل أحمر حلو', variants: [g(100, 7.5)], conditioning: 'Sachet', caseItems: 40 },
            { fr: 'Curcuma', ar: 'الخرقوم', variants: [g(100, 8)], conditioning: 'Sachet', caseItems: 40 },
            { fr: 'Gingembre moulu', ar: 'سكنجبير مطحون', variants: [g(100, 9.5)], conditioning: 'Sachet', caseItems: 40 },
          ] },
          { name: 'Mélanges d\u2019épices', tax: Tax.TVA20, brands: ['Ras Tafilalet', 'Oasis Épices'], products: [
            { fr: 'Ras el hanout', ar: 'رأس الحانوت', variants: [g(100, 12)], conditioning: 'Sachet', caseItems: 40, tags: ['terroir'] },
            { fr: 'Épices pour harira', ar: 'توابل الحريرة', variants: [g(50, 6)], conditioning: 'Sachet', caseItems: 40, tags: ['ramadan'] },
          ] },
        ],
      ],
    ],
  ],
  [
    'Boissons',
    [
      [
        'Eaux',
        [
          { name: 'Eaux minérales', tax: Tax.TVA7, brands: ['Aïn Tigrira', 'Source Atlas'], products: [
            { fr: 'Eau minérale naturelle', ar: 'ماء معدني طبيعي', variants: [L(0.33, 3), L(0.5, 3.5), L(1.5, 6), L(5, 14)], conditioning: 'Bouteille', caseItems: 6 },
          ] },
          { name: 'Eaux gazeuses', tax: Tax.TVA7, brands: ['Bulles du Rif', 'Aïn Tigrira'], products: [
            { fr: 'Eau gazeuse naturelle', ar: 'ماء غازي طبيعي', variants: [L(0.5, 5), L(1, 8)], conditioning: 'Bouteille', caseItems: 12 },
          ] },
        ],
      ],
      [
        'Boissons gazeuses',
        [
          { name: 'Colas', tax: Tax.TVA20, brands: ['Sahara Cola', 'Hamra'], products: [
            { fr: 'Boisson gazeuse cola', ar: 'مشروب غازي كولا', variants: [L(0.33, 5), L(1, 9), L(2, 15)], conditioning: 'Bouteille', caseItems: 6 },
            { fr: 'Cola sans sucre', ar: 'كولا بدون سكر', variants: [L(0.33, 5.5), L(1, 9.5)], conditioning: 'Canette', caseItems: 24 },
          ] },
          { name: 'Limonades et sodas', tax: Tax.TVA20, brands: ['Hamra', 'Zest', 'Sahara Cola'], products: [
            { fr: 'Limonade', ar: 'ليموناضة', variants: [L(0.33, 4.5), L(1, 8)], conditioning: 'Bouteille', caseItems: 12 },
            { fr: 'Boisson gazeuse à l\u2019orange', ar: 'مشروب غازي بالبرتقال', variants: [L(0.33, 5), L(1, 9)], conditioning: 'Canette', caseItems: 24 },
          ] },
        ],
      ],
      [
        'Jus',
        [
          { name: 'Jus de fruits', tax: Tax.TVA20, brands: ['Souss Fruits', 'Vita Nectar', 'Zest'], products: [
            { fr: 'Jus d\u2019orange', ar: 'عصير البرتقال', variants: [L(0.2, 3.5), L(1, 13)], conditioning: 'Brique', caseItems: 12 },
            { fr: 'Nectar de pêche', ar: 'عصير الخوخ', variants: [L(1, 12)], conditioning: 'Brique', caseItems: 12 },
            { fr: 'Jus multifruits', ar: 'عصير متعدد الفواكه', variants: [L(0.2, 3.5), L(1, 13)], conditioning: 'Brique', caseItems: 12 },
          ] },
        ],
      ],
      [
        'Cafés',
        [
          { name: 'Cafés moulus et solubles', tax: Tax.TVA20, brands: ['Café Mogador', 'Kahwa Al Bahja'], products: [
            { fr: 'Café moulu', ar: 'قهوة مطحونة', variants: [g(250, 22), g(500, 42)], conditioning: 'Paquet', caseItems: 24 },
            { fr: 'Café soluble', ar: 'قهوة سريعة الذوبان', variants: [g(100, 29)], conditioning: 'Pot', caseItems: 12 },
            { fr: 'Café aux épices', ar: 'قهوة بالتوابل', variants: [g(250, 25)], conditioning: 'Paquet', caseItems: 24, tags: ['terroir'] },
          ] },
        ],
      ],
    ],
  ],
  [
    'Produits laitiers',
    [
      [
        'Laits',
        [
          { name: 'Laits pasteurisés', tax: Tax.EXEMPT, brands: ['Souss Lait', 'Tadla Lait'], products: [
            { fr: 'Lait pasteurisé entier', ar: 'حليب مبستر كامل الدسم', variants: [L(0.5, 3.5), L(1, 7)], conditioning: 'Sachet', caseItems: 20 },
            { fr: 'Lait pasteurisé demi-écrémé', ar: 'حليب مبستر نصف دسم', variants: [L(0.5, 3.5), L(1, 7)], conditioning: 'Sachet', caseItems: 20 },
          ] },
          { name: 'Laits UHT', tax: Tax.EXEMPT, brands: ['Souss Lait', 'Tadla Lait'], products: [
            { fr: 'Lait UHT entier', ar: 'حليب معقم كامل الدسم', variants: [L(1, 8.5)], conditioning: 'Brique', caseItems: 6 },
            { fr: 'Lait UHT demi-écrémé', ar: 'حليب معقم نصف دسم', variants: [L(1, 8.5)], conditioning: 'Brique', caseItems: 6 },
          ] },
        ],
      ],
      [
        'Yaourts et lben',
        [
          { name: 'Yaourts', tax: Tax.TVA20, brands: ['Souss Lait', 'Tadla Lait'], products: [
            { fr: 'Yaourt nature', ar: 'ياغورت طبيعي', variants: [g(110, 2.5)], conditioning: 'Pot', caseItems: 48 },
            { fr: 'Yaourt aux fruits', ar: 'ياغورت بالفواكه', variants: [g(110, 2.8)], conditioning: 'Pot', caseItems: 48 },
            { fr: 'Yaourt à boire fraise', ar: 'ياغورت للشرب بالفراولة', variants: [ml(200, 3.5)], conditioning: 'Bouteille', caseItems: 24 },
          ] },
          { name: 'Lben et raïbi', tax: Tax.EXEMPT, brands: ['Souss Lait', 'Tadla Lait'], products: [
            { fr: 'Lben', ar: 'لبن', variants: [L(0.5, 4), L(1, 7.5)], conditioning: 'Sachet', caseItems: 20, tags: ['ramadan'] },
            { fr: 'Raïbi', ar: 'رايبي', variants: [g(170, 3)], conditioning: 'Pot', caseItems: 24 },
          ] },
        ],
      ],
      [
        'Fromages et beurres',
        [
          { name: 'Fromages', tax: Tax.TVA20, brands: ['Jben Chamal', 'Souss Lait'], products: [
            { fr: 'Fromage fondu en portions', ar: 'جبن مذاب قطع', variants: [v('8 portions', '8 قطع', 9, 0.14), v('16 portions', '16 قطعة', 17, 0.28)], conditioning: 'Boîte', caseItems: 24 },
            { fr: 'Jben frais', ar: 'جبن طري', variants: [g(250, 12)], conditioning: 'Pot', caseItems: 12, tags: ['terroir'] },
          ] },
          { name: 'Beurres et smen', tax: Tax.TVA14, brands: ['Smen Dada', 'Souss Lait'], products: [
            { fr: 'Beurre doux', ar: 'زبدة', variants: [g(250, 24)], conditioning: 'Paquet', caseItems: 20 },
            { fr: 'Smen beldi', ar: 'سمن بلدي', variants: [g(500, 45)], conditioning: 'Pot', caseItems: 12, tags: ['terroir'] },
          ] },
        ],
      ],
    ],
  ],
  [
    'Hygiène',
    [
      [
        'Soins corporels',
        [
          { name: 'Savons', tax: Tax.TVA20, brands: ['Savonnerie Fassia', 'Riad Soins'], products: [
            { fr: 'Savon de toilette', ar: 'صابون التجميل', variants: [g(125, 5), v('Lot de 4 x 125 g', '4 × 125 غ', 18, 0.52)], conditioning: 'Pièce', caseItems: 72 },
            { fr: 'Savon noir beldi', ar: 'الصابون البلدي', variants: [g(250, 15)], conditioning: 'Pot', caseItems: 24, tags: ['terroir'] },
          ] },
          { name: 'Gels douche', tax: Tax.TVA20, brands: ['Riad Soins', 'Savonnerie Fassia'], products: [
            { fr: 'Gel douche à l\u2019argan', ar: 'جل الاستحمام بالأركان', variants: [ml(250, 19), ml(500, 33)], conditioning: 'Flacon', caseItems: 12 },
            { fr: 'Gel douche fleur d\u2019oranger', ar: 'جل الاستحمام بزهر البرتقال', variants: [ml(250, 19)], conditioning: 'Flacon', caseItems: 12 },
          ] },
        ],
      ],
      [
        'Soins capillaires',
        [
          { name: 'Shampooings', tax: Tax.TVA20, brands: ['Riad Soins', 'Henna Marrakech'], products: [
            { fr: 'Shampooing cheveux normaux', ar: 'شامبو للشعر العادي', variants: [ml(200, 18), ml(400, 31)], conditioning: 'Flacon', caseItems: 12 },
            { fr: 'Shampooing antipelliculaire', ar: 'شامبو ضد القشرة', variants: [ml(200, 22)], conditioning: 'Flacon', caseItems: 12 },
          ] },
          { name: 'Henné', tax: Tax.TVA20, brands: ['Henna Marrakech'], products: [
            { fr: 'Henné naturel', ar: 'حناء طبيعية', variants: [g(100, 10), g(250, 22)], conditioning: 'Sachet', caseItems: 40, tags: ['terroir'] },
          ] },
        ],
      ],
      [
        'Hygiène bucco-dentaire',
        [
          { name: 'Dentifrices et brosses', tax: Tax.TVA20, brands: ['Dentora', 'Riad Soins'], products: [
            { fr: 'Dentifrice fluoré', ar: 'معجون أسنان بالفليور', variants: [ml(75, 11), ml(125, 16)], conditioning: 'Tube', caseItems: 48 },
            { fr: 'Brosse à dents medium', ar: 'فرشاة أسنان متوسطة', variants: [v('à l\u2019unité', 'وحدة', 8, 0.02)], conditioning: 'Pièce', caseItems: 72 },
          ] },
        ],
      ],
      [
        'Papier et bébé',
        [
          { name: 'Papier', tax: Tax.TVA20, brands: ['Douceur'], products: [
            { fr: 'Papier toilette', ar: 'ورق المرحاض', variants: [v('4 rouleaux', '4 لفات', 12, 0.4), v('12 rouleaux', '12 لفة', 33, 1.2)], conditioning: 'Rouleau', caseItems: 8 },
            { fr: 'Mouchoirs en boîte', ar: 'مناديل ورقية', variants: [v('boîte de 100', 'علبة 100', 7.5, 0.25)], conditioning: 'Boîte', caseItems: 24 },
            { fr: 'Essuie-tout', ar: 'مناديل المطبخ', variants: [v('2 rouleaux', 'لفتان', 13, 0.35)], conditioning: 'Rouleau', caseItems: 12 },
          ] },
          { name: 'Couches', tax: Tax.TVA20, brands: ['Bébé Jawhara'], products: [
            { fr: 'Couches bébé taille 3', ar: 'حفاضات الأطفال مقاس 3', variants: [v('paquet de 30', 'علبة 30', 55, 1.2), v('paquet de 60', 'علبة 60', 99, 2.3)], conditioning: 'Paquet', caseItems: 4 },
            { fr: 'Couches bébé taille 4', ar: 'حفاضات الأطفال مقاس 4', variants: [v('paquet de 30', 'علبة 30', 59, 1.3)], conditioning: 'Paquet', caseItems: 4 },
            { fr: 'Lingettes bébé', ar: 'مناديل مبللة للأطفال', variants: [v('paquet de 72', 'علبة 72', 19, 0.45)], conditioning: 'Paquet', caseItems: 12 },
          ] },
        ],
      ],
    ],
  ],
  [
    'Entretien',
    [
      [
        'Lessives',
        [
          { name: 'Lessives en poudre', tax: Tax.TVA20, brands: ['Blancheur', 'Médina Clean'], products: [
            { fr: 'Lessive en poudre main', ar: 'مسحوق الغسيل اليدوي', variants: [g(500, 9), g(1000, 17)], conditioning: 'Sachet', caseItems: 20 },
            { fr: 'Lessive en poudre machine', ar: 'مسحوق الغسيل للآلة', variants: [g(1000, 24), g(3000, 65)], conditioning: 'Sachet', caseItems: 6 },
          ] },
          { name: 'Lessives liquides', tax: Tax.TVA20, brands: ['Blancheur', 'Médina Clean'], products: [
            { fr: 'Lessive liquide', ar: 'سائل الغسيل', variants: [L(1.5, 39), L(3, 72)], conditioning: 'Bidon', caseItems: 6 },
            { fr: 'Adoucissant', ar: 'ملين الملابس', variants: [L(1, 19)], conditioning: 'Bouteille', caseItems: 12 },
          ] },
        ],
      ],
      [
        'Vaisselle',
        [
          { name: 'Liquides vaisselle', tax: Tax.TVA20, brands: ['Citronia', 'Médina Clean'], products: [
            { fr: 'Liquide vaisselle citron', ar: 'سائل غسل الأواني بالليمون', variants: [ml(750, 11), L(1.25, 17)], conditioning: 'Flacon', caseItems: 12 },
            { fr: 'Liquide vaisselle pomme', ar: 'سائل غسل الأواني بالتفاح', variants: [ml(750, 11)], conditioning: 'Flacon', caseItems: 12 },
            { fr: 'Éponges grattoirs', ar: 'إسفنج التنظيف', variants: [v('lot de 3', '3 قطع', 6, 0.05)], conditioning: 'Paquet', caseItems: 48 },
          ] },
        ],
      ],
      [
        'Nettoyants',
        [
          { name: 'Eaux de Javel', tax: Tax.TVA20, brands: ['Javel Atlas', 'Médina Clean'], products: [
            { fr: 'Eau de Javel', ar: 'ماء جافيل', variants: [L(1, 6), L(2, 10)], conditioning: 'Bouteille', caseItems: 12 },
          ] },
          { name: 'Nettoyants ménagers', tax: Tax.TVA20, brands: ['Médina Clean', 'Citronia'], products: [
            { fr: 'Nettoyant multi-usages', ar: 'منظف متعدد الاستعمالات', variants: [L(1, 16)], conditioning: 'Bouteille', caseItems: 12 },
            { fr: 'Nettoyant sols parfumé', ar: 'منظف الأرضيات المعطر', variants: [L(1, 14), L(2, 25)], conditioning: 'Bouteille', caseItems: 12 },
            { fr: 'Nettoyant vitres', ar: 'منظف الزجاج', variants: [ml(500, 15)], conditioning: 'Flacon', caseItems: 12 },
          ] },
        ],
      ],
    ],
  ],
  [
    'Biscuiterie et confiserie',
    [
      [
        'Biscuits',
        [
          { name: 'Biscuits secs', tax: Tax.TVA20, brands: ['Biscuiterie Anfa', 'Al Baraka'], products: [
            { fr: 'Biscuits sablés', ar: 'بسكويت هش', variants: [g(100, 3), g(200, 5.5)], conditioning: 'Paquet', caseItems: 36 },
            { fr: 'Biscuits au beurre', ar: 'بسكويت بالزبدة', variants: [g(150, 5)], conditioning: 'Paquet', caseItems: 36 },
          ] },
          { name: 'Gaufrettes', tax: Tax.TVA20, brands: ['Biscuiterie Anfa', 'Choco Atlas'], products: [
            { fr: 'Gaufrettes chocolat', ar: 'ويفر بالشوكولاتة', variants: [g(40, 1.5), g(150, 5)], conditioning: 'Paquet', caseItems: 48 },
            { fr: 'Gaufrettes vanille', ar: 'ويفر بالفانيليا', variants: [g(40, 1.5)], conditioning: 'Paquet', caseItems: 48 },
          ] },
        ],
      ],
      [
        'Chocolat et confiserie',
        [
          { name: 'Chocolats', tax: Tax.TVA20, brands: ['Choco Atlas'], products: [
            { fr: 'Tablette chocolat au lait', ar: 'لوح شوكولاتة بالحليب', variants: [g(100, 12)], conditioning: 'Paquet', caseItems: 24 },
            { fr: 'Tablette chocolat noir', ar: 'لوح شوكولاتة داكنة', variants: [g(100, 13)], conditioning: 'Paquet', caseItems: 24 },
            { fr: 'Pâte à tartiner', ar: 'شوكولاتة للدهن', variants: [g(400, 28)], conditioning: 'Pot', caseItems: 12 },
          ] },
          { name: 'Confiserie traditionnelle', tax: Tax.TVA20, brands: ['Halwa Fès', 'Al Baraka'], products: [
            { fr: 'Chebakia au miel', ar: 'شباكية بالعسل', variants: [g(500, 35)], conditioning: 'Boîte', caseItems: 12, tags: ['ramadan', 'terroir'] },
            { fr: 'Halwa turc', ar: 'حلوى الطحينة', variants: [g(250, 16)], conditioning: 'Boîte', caseItems: 24 },
            { fr: 'Dattes Mejhoul', ar: 'تمر المجهول', variants: [g(500, 55), g(1000, 105)], conditioning: 'Boîte', caseItems: 10, tags: ['ramadan'] },
          ] },
        ],
      ],
    ],
  ],
];

export const catalogs: [id: number, nameFr: string][] = [
  [1, 'Catalogue général'],
  [2, 'Catalogue grossistes'],
  [3, 'Catalogue cafés, hôtels, restaurants'],
  [4, 'Spécial Ramadan'],
  [5, 'Produits du terroir'],
  [6, 'Nouveautés'],
];

interface CategoryRow {
  id: number;
  description: string;
  type: number;
  parentId: number | null;
}

export interface DemoArticle {
  id: number;
  code: string;
  descriptionLong: string;
  descriptionShort: string;
  commercialDesignation: string;
  commercialDesignationAr: string;
  brandId: number;
  taxeId: number;
  unitPrice: number;
  casePrice: number;
  caseItems: number;
  grossWeight: number;
  volume: number;
  stockQuantity: number;
  stockMin: number;
  stockMax: number;
  active: boolean;
  familyId: number;
  subFamilyId: number;
  sSubFamilyId: number;
  variant: string;
  conditioningId: number;
  tags: string[];
  daysAgo: number;
  catalogIds: number[];
}

/** An EAN-13 with the Moroccan prefix 611 and its check digit. */
function ean13(serial: number): string {
  const body = `611${String(serial).padStart(9, '0')}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const ascii = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/\u2019/g, "'");

function build() {
  const random = new SeededRandom(20_240_501);
  const categories: CategoryRow[] = [];
  const articles: DemoArticle[] = [];
  const addCategory = (description: string, type: number, parentId: number | null) => {
    const id = categories.length + 1;
    categories.push({ id, description, type, parentId });
    return id;
  };
  for (const [family, subFamilies] of tree) {
    const familyId = addCategory(family, 1, null);
    for (const [subFamily, subSubFamilies] of subFamilies) {
      const subFamilyId = addCategory(subFamily, 2, familyId);
      for (const subSub of subSubFamilies) {
        const sSubFamilyId = addCategory(subSub.name, 3, subFamilyId);
        for (const product of subSub.products) {
          const brands: [string, number][] = [
            ...subSub.brands.map((brand): [string, number] => [brand, random.decimal(0.88, 1.2, 2)]),
            ...privateLabels,
          ];
          for (const [brand, brandFactor] of brands) {
            for (const [variantFr, variantAr, basePrice, weight, volume] of product.variants) {
              const id = articles.length + 1;
              const unitPrice = Math.max(0.5, Math.round(basePrice * brandFactor * 20) / 20);
              const longText = `${product.fr} ${brand} ${variantFr}`;
              const tags = [...(product.tags ?? [])];
              const daysAgo = random.int(0, 729);
              if (daysAgo < 60) tags.push('nouveauté');
              const active = random.next() >= 0.1;
              const catalogIds = [
                ...(active ? [1] : []),
                ...(product.caseItems >= 12 && random.next() < 0.6 ? [2] : []),
                ...(random.next() < 0.25 ? [3] : []),
                ...(tags.includes('ramadan') ? [4] : []),
                ...(tags.includes('terroir') ? [5] : []),
                ...(tags.includes('nouveauté') ? [6] : []),
              ];
              articles.push({
                id,
                code: ean13(100_000 + id * 37),
                descriptionLong: longText,
                descriptionShort: ascii(`${product.fr} ${brand} ${variantFr}`).toUpperCase().slice(0, 40),
                commercialDesignation: longText,
                commercialDesignationAr: `${product.ar} ${brand} ${variantAr}`,
                brandId: brandId(brand),
                taxeId: subSub.tax,
                unitPrice,
                casePrice: Math.round(unitPrice * product.caseItems * 0.95 * 100) / 100,
                caseItems: product.caseItems,
                grossWeight: Math.round(weight * 1000) / 1000,
                volume: Math.round(volume * 1000) / 1000,
                stockQuantity: random.next() < 0.05 ? 0 : random.int(5, 2400),
                stockMin: random.int(2, 10) * 10,
                stockMax: random.int(10, 60) * 50,
                active,
                familyId,
                subFamilyId,
                sSubFamilyId,
                variant: variantFr,
                conditioningId: conditioningNames.indexOf(product.conditioning) + 1,
                tags,
                daysAgo,
                catalogIds,
              });
            }
          }
        }
      }
    }
  }
  return { categories, articles };
}

export const { categories: demoCategories, articles: demoArticles } = build();

async function load(tx: Executor) {
  await insertRows(tx, 'partners', ['partner_id', 'title', 'description'], partners);
  await insertRows(tx, 'brands', ['brand_id', 'name', 'description', 'partner_id'], brandList.map(([name, partnerId, description], index) => [index + 1, name, description, partnerId]));
  await insertRows(tx, 'taxes', ['taxe_id', 'name', 'rate'], taxes);
  await insertRows(tx, 'conditionings', ['conditioning_id', 'description'], conditioningNames.map((name, index) => [index + 1, name]));
  await insertRows(
    tx,
    'article_categories',
    ['article_category_id', 'description', 'category_type', 'parent_id'],
    demoCategories.map((category) => [category.id, category.description, category.type, category.parentId]),
  );
  const now = Date.now();
  await insertRows(
    tx,
    'articles',
    [
      'article_id', 'code', 'description_long', 'description_short', 'commercial_designation', 'commercial_designation_ar', 'brand_id',
      'taxe_id', 'unit_price', 'case_price', 'case_items', 'gross_weight', 'volume', 'stock_quantity', 'stock_min', 'stock_max', 'active',
      'family_id', 'sub_family_id', 's_sub_family_id', 'variant', 'conditioning_id', 'tags', 'created_at',
    ],
    demoArticles.map((article) => [
      article.id, article.code, article.descriptionLong, article.descriptionShort, article.commercialDesignation, article.commercialDesignationAr,
      article.brandId, article.taxeId, article.unitPrice, article.casePrice, article.caseItems, article.grossWeight, article.volume,
      article.stockQuantity, article.stockMin, article.stockMax, article.active, article.familyId, article.subFamilyId, article.sSubFamilyId,
      article.variant, article.conditioningId, article.tags, new Date(now - article.daysAgo * 86_400_000 - (article.id % 1440) * 60_000),
    ]),
  );
  await insertRows(tx, 'catalogs', ['catalog_id', 'name_fr'], catalogs);
  const pairs = demoArticles.flatMap((article) => article.catalogIds.map((catalogId) => [article.id, catalogId]));
  await tx.query(
    `insert into article_catalogs (article_id, catalog_id)
     select p.article_id, p.catalog_id from unnest($1::int[], $2::int[]) as p(article_id, catalog_id) on conflict do nothing`,
    [pairs.map((pair) => pair[0]), pairs.map((pair) => pair[1])],
  );
}

export const catalogDemoData: DemoData = { name: 'catalog.v1', load };
