/**
 * The export centre (seed 002, issue 28): what each export is called, who may start it, which filters it takes, and
 * the rule that keeps a spreadsheet from running what a cell says. rest-api builds the files (exports run where the
 * data is), the gateway relays them, the console offers the tabs: all three read this module.
 */
import { Level, Permission, hasAccess, type AccessRequirement, type GrantedPermission } from './access.ts';
import { REVENUE_DATE_TYPES } from './reporting.ts';

/** The filters an export may take, one flat set: each kind lists those it reads (`ExportKindDefinition.filters`). */
export interface ExportFilters {
  dateType?: number;
  /** YYYY-MM-DD business days (Morocco), `dateTo` included. */
  dateFrom?: string;
  dateTo?: string;
  keyword?: string;
  channelId?: number;
  regionId?: number;
  sectorId?: number;
  customerStatusId?: number;
  customerOriginId?: number;
  warehouseId?: number;
  brandId?: number;
  familyId?: number;
  subFamilyId?: number;
  /** 1 active articles, 0 inactive ones; absent: all. */
  articleStatus?: number;
  userTypeId?: number;
  roleId?: number;
  /** A call-centre agent (user type 6). */
  agentId?: number;
  /** A supervisor (role 11): the calls of their agents. */
  supervisorId?: number;
  /** The TSP report's period (`tspPeriod`): month 1-12 of `year`, counted through `day`, projected over `monthdays`. */
  month?: number;
  day?: number;
  year?: number;
  monthdays?: number;
  /** The 3CX export's call state: one of CALL_STATES. */
  callState?: string;
  /** One business day, YYYY-MM-DD: the daily recap's and the collection report's. */
  date?: string;
}
export type ExportFilterName = keyof ExportFilters;

/** The text filters; the others are positive integers. */
export const EXPORT_TEXT_FILTERS: readonly ExportFilterName[] = ['dateFrom', 'dateTo', 'keyword', 'callState', 'date'];

/**
 * The kinds: the export centre's tabs in the seed's order (the centre shows them so), then the report screens' own
 * downloads (« Exporter » on the daily recap, revenue, collection and performance screens), which are no tab.
 */
export type ExportKindName =
  | 'ORDERS'
  | 'CUSTOMERS'
  | 'ARTICLES_BY_ORDER'
  | 'ARTICLES'
  | 'BRANDS'
  | 'PARTNERS'
  | 'USERS'
  | 'CALLS'
  | 'TSP'
  | 'CALL_RESULTS'
  | 'STOCK'
  | 'PROMOTIONS'
  | 'CALLS_3CX'
  | 'REPORT_RECAP'
  | 'REPORT_REVENUE'
  | 'REPORT_COLLECTION'
  | 'REPORT_PERFORMANCE';

export interface ExportKindDefinition {
  /** The tab's (and « Mes exports »') name. */
  label: string;
  /** The export centre shows the tab to users holding permission 19 at this level; null: a report screen's download, no tab. */
  level: number | null;
  /** The seed's file name where it gives one, ours otherwise. */
  fileName: string;
  /** Who may start it and download it: any of these (the export centre's tab level, or the list's own export button). */
  access: readonly AccessRequirement[];
  /** The filters it reads, in the order the tab shows them; `required` ones must be given. */
  filters: readonly ExportFilterName[];
  required: readonly ExportFilterName[];
  /** The seed's stock export: a user attached to a warehouse exports that warehouse, whatever the filter says. */
  ownWarehouse?: true;
  /** The report date types it reads, when not every one (the revenue report's, 1 to 4). */
  dateTypes?: readonly number[];
}

const tab = (level: number): AccessRequirement => ({ permissions: [Permission.EXPORTS], levels: [level] });
const ORDER_REPORT_FILTERS: readonly ExportFilterName[] = ['dateType', 'dateFrom', 'dateTo', 'warehouseId', 'channelId', 'sectorId', 'customerOriginId'];
const DATE_RANGE: readonly ExportFilterName[] = ['dateType', 'dateFrom', 'dateTo'];
const DAYS: readonly ExportFilterName[] = ['dateFrom', 'dateTo'];
const CALL_CENTRE_FILTERS: readonly ExportFilterName[] = [...DAYS, 'agentId', 'supervisorId'];
const TSP_PERIOD: readonly ExportFilterName[] = ['month', 'day', 'year', 'monthdays'];

/** The tabs in the seed's order (the export centre shows them in this order). */
export const EXPORT_KINDS: Readonly<Record<ExportKindName, ExportKindDefinition>> = {
  ORDERS: { label: 'Commandes', level: Level.EXPORT_ORDERS, fileName: 'orders.xlsx', access: [tab(Level.EXPORT_ORDERS)], filters: ORDER_REPORT_FILTERS, required: DATE_RANGE },
  CUSTOMERS: {
    label: 'Clients',
    level: Level.EXPORT_CUSTOMERS,
    fileName: 'clients.xlsx',
    // The customers list's « Export Excel » (permission 3 at level 2) starts the same export.
    access: [tab(Level.EXPORT_CUSTOMERS), { permissions: [Permission.CUSTOMERS], levels: [Level.EXPORT] }],
    filters: ['keyword', 'channelId', 'regionId', 'sectorId', 'customerStatusId', 'customerOriginId'],
    required: [],
  },
  ARTICLES_BY_ORDER: {
    label: 'Articles par commande',
    level: Level.EXPORT_ARTICLES_BY_ORDER,
    fileName: 'pdtsVendus.xlsx',
    access: [tab(Level.EXPORT_ARTICLES_BY_ORDER)],
    filters: ORDER_REPORT_FILTERS,
    required: DATE_RANGE,
  },
  ARTICLES: {
    label: 'Articles',
    level: Level.EXPORT_ARTICLES,
    fileName: 'articles.xlsx',
    access: [tab(Level.EXPORT_ARTICLES)],
    filters: ['keyword', 'articleStatus', 'familyId', 'subFamilyId', 'brandId', 'channelId'],
    required: [],
  },
  BRANDS: { label: 'Marques', level: Level.EXPORT_BRANDS, fileName: 'marques.xlsx', access: [tab(Level.EXPORT_BRANDS)], filters: [], required: [] },
  PARTNERS: { label: 'Partenaires', level: Level.EXPORT_PARTNERS, fileName: 'partenaires.xlsx', access: [tab(Level.EXPORT_PARTNERS)], filters: [], required: [] },
  USERS: { label: 'Utilisateurs', level: Level.EXPORT_USERS, fileName: 'utilisateurs.xlsx', access: [tab(Level.EXPORT_USERS)], filters: ['keyword', 'userTypeId', 'roleId'], required: [] },
  // The call assignments of the days (their assignment date), each with its last response.
  CALLS: { label: 'Appels', level: Level.EXPORT_CALLS, fileName: 'appels.xlsx', access: [tab(Level.EXPORT_CALLS)], filters: CALL_CENTRE_FILTERS, required: DAYS },
  // The call centre's month report per agent (our reading of the seed's « TSP reports (month, day, year, monthdays) »,
  // written down in docs/exports.md): month `month` of `year` counted through `day`, projected over `monthdays`.
  TSP: { label: 'TSP', level: Level.EXPORT_TSP, fileName: 'tsp.xlsx', access: [tab(Level.EXPORT_TSP)], filters: TSP_PERIOD, required: TSP_PERIOD },
  // Every response recorded in the days (seed: « TSP report responses (dateFrom, dateTo, agentCcId, supervisorId) »).
  CALL_RESULTS: {
    label: "Résultats d'appels",
    level: Level.EXPORT_CALL_RESULTS,
    fileName: 'assignement.xlsx',
    access: [tab(Level.EXPORT_CALL_RESULTS)],
    filters: CALL_CENTRE_FILTERS,
    required: DAYS,
  },
  // The seed's stock export reads the signed-in user's warehouse; a user attached to none chooses one.
  STOCK: {
    label: 'Stock',
    level: Level.EXPORT_STOCK,
    fileName: 'stock.xlsx',
    access: [tab(Level.EXPORT_STOCK)],
    filters: ['warehouseId'],
    required: ['warehouseId'],
    ownWarehouse: true,
  },
  PROMOTIONS: { label: 'Promos', level: Level.EXPORT_PROMOTIONS, fileName: 'promotions.xlsx', access: [tab(Level.EXPORT_PROMOTIONS)], filters: [], required: [] },
  CALLS_3CX: {
    label: '3CX',
    level: Level.EXPORT_3CX,
    fileName: '3Cx.xlsx',
    // The call log's « Export Excel » (permission 23 at level 2) starts the same export with the log's filters.
    access: [tab(Level.EXPORT_3CX), { permissions: [Permission.CALLS], levels: [Level.EXPORT] }],
    filters: [...DAYS, 'agentId', 'callState', 'keyword'],
    required: DAYS,
  },
  // The report screens' downloads (issue 27), with the access of the report each mirrors.
  REPORT_RECAP: {
    label: 'Récapitulatif du jour',
    level: null,
    fileName: 'recap.xlsx',
    access: [{ permissions: [Permission.SUMMARY], levels: [Level.CREATE, Level.EDIT] }],
    filters: ['date'],
    required: ['date'],
  },
  REPORT_REVENUE: {
    label: "Chiffre d'affaires",
    level: null,
    fileName: 'chiffre-affaires.xlsx',
    access: [{ permissions: [Permission.ORDERS] }],
    filters: DATE_RANGE,
    required: DATE_RANGE,
    dateTypes: REVENUE_DATE_TYPES,
  },
  REPORT_COLLECTION: {
    label: 'Encaissements',
    level: null,
    fileName: 'encaissements.xlsx',
    access: [{ permissions: [Permission.SUMMARY, Permission.ORDERS] }],
    filters: ['date'],
    required: ['date'],
  },
  REPORT_PERFORMANCE: { label: 'Performance', level: null, fileName: 'performance.xlsx', access: [{ permissions: [Permission.PERFORMANCE] }], filters: DAYS, required: DAYS },
};

export const EXPORT_KIND_NAMES = Object.keys(EXPORT_KINDS) as ExportKindName[];

/** The export centre's tabs, in their order: the kinds with a tab level. */
export const EXPORT_TAB_KINDS: readonly ExportKindName[] = EXPORT_KIND_NAMES.filter((kind) => EXPORT_KINDS[kind].level !== null);

/** Whether the export centre shows the kind's tab to the user (permission 19 at the tab's level). */
export function holdsExportTab(granted: readonly GrantedPermission[], kind: ExportKindName): boolean {
  const level = EXPORT_KINDS[kind].level;
  return level !== null && hasAccess(granted, tab(level));
}

/** Whether the user may start (and download) an export of this kind. */
export function mayExport(granted: readonly GrantedPermission[], kind: ExportKindName): boolean {
  return EXPORT_KINDS[kind].access.some((requirement) => hasAccess(granted, requirement));
}

/** Every tab's level, in the tabs' order: the 13 of seed 002 (9 to 18, 24 to 26). */
export const EXPORT_TAB_LEVELS: readonly number[] = EXPORT_TAB_KINDS.flatMap((kind) => EXPORT_KINDS[kind].level ?? []);

/**
 * The export centre's page gate: every tab's level. The seed's gate lists 15 to 9, 24, 25, 26 and leaves open whether
 * the call centre's 16 to 18 are in it; issue 28 wants each tab seen by a user holding only its level, so they are
 * (docs/screens.md).
 */
export const EXPORT_CENTRE_ACCESS: AccessRequirement = { permissions: [Permission.EXPORTS], levels: EXPORT_TAB_LEVELS };

/** The call-centre kinds: whoever may start one of them may list the agents, supervisors and TSP years to choose from. */
const CALL_CENTRE_EXPORT_KINDS: readonly ExportKindName[] = ['CALLS', 'TSP', 'CALL_RESULTS', 'CALLS_3CX'];

/** The requirements, any of which lets a user list the call-centre exports' choices. */
export const CALL_CENTRE_CHOICES_ACCESS: readonly AccessRequirement[] = CALL_CENTRE_EXPORT_KINDS.flatMap((kind) => EXPORT_KINDS[kind].access);

export type ExportStatus = 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED' | 'CANCELLED';
export const EXPORT_STATUS_LABELS: Readonly<Record<ExportStatus, string>> = {
  QUEUED: 'En attente',
  RUNNING: 'En cours',
  DONE: 'Prêt',
  FAILED: 'Échec',
  CANCELLED: 'Annulé',
};
export const isFinishedExport = (status: ExportStatus) => status === 'DONE' || status === 'FAILED' || status === 'CANCELLED';

/** How long a finished export's file stays downloadable, by default (EXPORT_TTL_HOURS). */
export const DEFAULT_EXPORT_TTL_HOURS = 24;

export const ExportMessages = {
  required: 'Champ requis',
  notFound: "Cet export n'existe pas ou a expiré",
  notReady: "Le fichier de cet export n'est pas prêt",
  alreadyFinished: 'Cet export est déjà terminé',
  interrupted: 'Export interrompu par un redémarrage du service : relancez-le',
  failed: "L'export a échoué : relancez-le",
  tooMany: 'Vous avez déjà des exports en cours : attendez leur fin ou annulez-en un',
} as const;

/** Characters that make a spreadsheet read a text cell as a formula (or a DDE command) when it leads. */
const FORMULA_LEADS = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * A text as a spreadsheet cell that can only be text: one that a spreadsheet would read as a formula (a customer
 * named `=HYPERLINK(...)`) gets a leading apostrophe, which Excel and LibreOffice show as nothing and read as
 * « this is text ». Numbers and dates are written as typed cells, never through here.
 */
export function spreadsheetText(value: string): string {
  return value.length > 0 && FORMULA_LEADS.has(value[0]!) ? `'${value}` : value;
}
