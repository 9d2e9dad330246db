import { insertRows, type DemoData } from '../db/demo-data.ts';
import type { Executor } from '../db/db.ts';

/**
 * Sales channels, Morocco's regions and neighbourhood sectors (Casablanca, Rabat-Salé-Témara and a few other cities).
 * Channel ids 1 and 2 are the seeds' sales channels; their brand names are not reproduced.
 */
export const channels: [id: number, code: string, name: string][] = [
  [1, 'CANAL-1', 'Canal 1 – Détail'],
  [2, 'CANAL-2', 'Canal 2 – Gros'],
  [3, 'CANAL-3', 'Canal 3 – Cafés, hôtels, restaurants'],
  [4, 'CANAL-4', 'Canal 4 – Supérettes'],
  [5, 'CANAL-5', 'Canal 5 – Grandes surfaces'],
  [6, 'CANAL-6', 'Canal 6 – Pharmacies et parapharmacies'],
  [7, 'CANAL-7', 'Canal 7 – Boulangeries et pâtisseries'],
  [8, 'CANAL-8', 'Canal 8 – Snacks et restauration rapide'],
  [9, 'CANAL-9', 'Canal 9 – Collectivités'],
  [10, 'CANAL-10', 'Canal 10 – Stations-service'],
  [11, 'CANAL-11', 'Canal 11 – Kiosques'],
  [12, 'CANAL-12', 'Canal 12 – Vente en ligne'],
];

export const MOROCCO = 1;

/** The twelve regions of Morocco. */
export const Region = { CASABLANCA_SETTAT: 6, RABAT_SALE_KENITRA: 4, MARRAKECH_SAFI: 7, TANGER: 1, FES_MEKNES: 3 } as const;
const regions: [id: number, name: string][] = [
  [1, 'Tanger-Tétouan-Al Hoceïma'],
  [2, "L'Oriental"],
  [3, 'Fès-Meknès'],
  [4, 'Rabat-Salé-Kénitra'],
  [5, 'Béni Mellal-Khénifra'],
  [6, 'Casablanca-Settat'],
  [7, 'Marrakech-Safi'],
  [8, 'Drâa-Tafilalet'],
  [9, 'Souss-Massa'],
  [10, 'Guelmim-Oued Noun'],
  [11, 'Laâyoune-Sakia El Hamra'],
  [12, 'Dakhla-Oued Ed-Dahab'],
];

/** [code prefix, region, neighbourhoods]; codes are the prefix and the name without accents. */
const sectorGroups: [prefix: string, regionId: number, names: string[]][] = [
  [
    'CAS',
    Region.CASABLANCA_SETTAT,
    [
      'Maârif', 'Sidi Maârouf', 'Aïn Sebaâ', 'Hay Hassani', 'Aïn Chock', 'Anfa', 'Bourgogne', 'Gauthier', 'Racine', 'Californie',
      'Oulfa', 'Hay Mohammadi', 'Roches Noires', 'Belvédère', 'Sidi Bernoussi', 'Sidi Moumen', 'Ben M\'Sick', 'Sbata',
      'Derb Sultan', 'Mers Sultan', 'Habous', 'Oasis', 'Polo', 'Beauséjour', 'Lissasfa', 'Médina', 'Salmia', 'Bouskoura',
      'Dar Bouazza', 'Mohammédia',
    ],
  ],
  [
    'RAB',
    Region.RABAT_SALE_KENITRA,
    ['Agdal', 'Hay Riad', 'Souissi', 'Hassan', 'Océan', 'Akkari', 'Yacoub El Mansour', 'Youssoufia', 'Takaddoum', 'Témara', 'Harhoura'],
  ],
  ['SAL', Region.RABAT_SALE_KENITRA, ['Salé Médina', 'Tabriquet', 'Hay Karima', 'Bettana']],
  ['KEN', Region.RABAT_SALE_KENITRA, ['Kénitra Centre']],
  ['MAR', Region.MARRAKECH_SAFI, ['Guéliz', 'Hivernage', 'Daoudiate', 'Sidi Youssef Ben Ali']],
  ['TNG', Region.TANGER, ['Malabata', 'Iberia', 'Béni Makada']],
  ['FES', Region.FES_MEKNES, ['Fès Médina', 'Narjiss', 'Saïss']],
];

const codeOf = (prefix: string, name: string) =>
  `${prefix}-${name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

export const sectors: [id: number, code: string, name: string, regionId: number][] = sectorGroups
  .flatMap(([prefix, regionId, names]) => names.map((name) => [codeOf(prefix, name), name, regionId] as const))
  .map(([code, name, regionId], index) => [index + 1, code, name, regionId]);

async function load(tx: Executor) {
  await insertRows(tx, 'channels', ['channel_id', 'code', 'name'], channels);
  await insertRows(tx, 'countries', ['country_id', 'name'], [[MOROCCO, 'Maroc']]);
  await insertRows(tx, 'regions', ['region_id', 'name', 'country_id'], regions.map(([id, name]) => [id, name, MOROCCO]));
  await insertRows(tx, 'sectors', ['sector_id', 'code', 'name', 'region_id'], sectors);
}

export const customerReferenceDemoData: DemoData = { name: 'customers-reference.v1', load };
