/**
 * The export tabs' filter controls (the list kit's `ListFilter`), one per filter name, and the form's text values as
 * the filters an export takes. Which filters a tab shows is the shared definition's (schema/src/exports.ts).
 */
import {
  CALL_STATE_LABELS,
  CUSTOMER_ORIGINS,
  CUSTOMER_STATUSES,
  EXPORT_KINDS,
  MAX_TSP_DAY,
  MONTH_NAMES,
  Permission,
  REPORT_DATE_TYPE_LABELS,
  REVENUE_DATE_TYPES,
  hasAccess,
  type AccessRequirement,
  type ExportFilterName,
  type ExportKindName,
  type GrantedPermission,
} from '@console/schema';
import {
  ExportBrandsDocument,
  ExportCallCentreChoicesDocument,
  ExportCategoriesDocument,
  ExportChannelsDocument,
  ExportRegionsDocument,
  ExportRolesDocument,
  ExportSectorsDocument,
  ExportUserTypesDocument,
  ExportWarehousesDocument,
  type ExportCallCentreChoicesQuery,
} from '../../../generated/graphql.ts';
import type { ListFilter } from '../../../kit/ListPage.tsx';
import { lookupSource } from '../../../kit/LookupCombobox.tsx';
import { queryOptions, toOptions, type Option } from '../../../kit/options.ts';
import { exportTexts as texts } from './texts.ts';

const warehouseOptions = queryOptions(ExportWarehousesDocument, (data) =>
  toOptions(data.customerWarehouses, (warehouse) => warehouse.warehouseId, (warehouse) => warehouse.localisation || warehouse.code || String(warehouse.warehouseId)),
);
const channelOptions = queryOptions(ExportChannelsDocument, (data) => toOptions(data.channels.items, (channel) => channel.channelId, (channel) => channel.code));
const regionOptions = queryOptions(ExportRegionsDocument, (data) => toOptions(data.regions.items, (region) => region.regionId, (region) => region.name));
/** The chosen region's sectors, every sector when the tab has no region or none is chosen. */
const sectorOptions = queryOptions(
  ExportSectorsDocument,
  (data) => toOptions(data.sectors.items, (sector) => sector.sectorId, (sector) => sector.name),
  (filters) => ({ regionId: filters.regionId ? Number(filters.regionId) : null }),
);
const categoryOptions = (variables: (filters: Readonly<Record<string, string>>) => { categoryType?: number; parentId?: number } | null) =>
  queryOptions(ExportCategoriesDocument, (data) => toOptions(data.articleCategories, (category) => category.articleCategoryId, (category) => category.description), variables);
const brandLookup = lookupSource(
  ExportBrandsDocument,
  (data) => toOptions(data.brands.items, (brand) => brand.brandId, (brand) => brand.name),
  (keyword) => ({ keyword, take: 20 }),
);
const userTypeOptions = queryOptions(ExportUserTypesDocument, (data) => toOptions(data.userTypes.items, (type) => type.userTypeId, (type) => type.name));
const roleOptions = queryOptions(ExportRolesDocument, (data) => toOptions(data.roles.items, (role) => role.roleId, (role) => role.name));
const labelled = (labels: Readonly<Record<number, string>>): Option[] => Object.entries(labels).map(([value, label]) => ({ value, label }));
const personOptions = (pick: (choices: ExportCallCentreChoicesQuery['exportCallCentreChoices']) => readonly { userId: number; firstName: string; lastName: string }[]) =>
  queryOptions(ExportCallCentreChoicesDocument, (data) => toOptions(pick(data.exportCallCentreChoices), (person) => person.userId, (person) => `${person.firstName} ${person.lastName}`));
const agentOptions = personOptions((choices) => choices.agents);
const supervisorOptions = personOptions((choices) => choices.supervisors);
const yearOptions = queryOptions(ExportCallCentreChoicesDocument, (data) => data.exportCallCentreChoices.tspYears.map((year) => ({ value: String(year), label: String(year) })));
const numbers = (last: number): Option[] => Array.from({ length: last }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }));
/** The 3CX states beside « all », which the select's empty choice stands for. */
const callStateOptions: Option[] = (['OnlyAnswered', 'OnlyUnanswered'] as const).map((state) => ({ value: state, label: CALL_STATE_LABELS[state] }));

/** The required selects' empty choice: nothing chosen yet. */
const NONE = '—';

/** The controls typed apart from the list kit's selects: the search text. */
export const TEXT_CONTROLS: readonly ExportFilterName[] = ['keyword'];

/** A control and, for the lists it reads, who may read them (a filter whose choices the user cannot list is not offered). */
const CONTROLS: Readonly<Record<ExportFilterName, ListFilter & { readable?: AccessRequirement }>> = {
  dateType: {
    key: 'dateType',
    label: texts.filters.dateType,
    options: REVENUE_DATE_TYPES.map((type) => ({ value: String(type), label: REPORT_DATE_TYPE_LABELS[type] })),
    allLabel: NONE,
  },
  dateFrom: { key: 'dateFrom', label: texts.filters.dateFrom, input: 'date' },
  dateTo: { key: 'dateTo', label: texts.filters.dateTo, input: 'date' },
  date: { key: 'date', label: texts.filters.date, input: 'date' },
  keyword: { key: 'keyword', label: texts.filters.keyword },
  channelId: { key: 'channelId', label: texts.filters.channelId, source: channelOptions },
  regionId: { key: 'regionId', label: texts.filters.regionId, source: regionOptions, clears: ['sectorId'] },
  sectorId: { key: 'sectorId', label: texts.filters.sectorId, source: sectorOptions },
  customerStatusId: { key: 'customerStatusId', label: texts.filters.customerStatusId, options: labelled(CUSTOMER_STATUSES) },
  customerOriginId: { key: 'customerOriginId', label: texts.filters.customerOriginId, options: labelled(CUSTOMER_ORIGINS) },
  warehouseId: { key: 'warehouseId', label: texts.filters.warehouseId, source: warehouseOptions },
  brandId: {
    key: 'brandId',
    label: texts.filters.brandId,
    lookup: brandLookup,
    readable: { permissions: [Permission.BRANDS, Permission.ARTICLES, Permission.SELECTIONS, Permission.HOMEPAGES, Permission.PROMOTIONS] },
  },
  familyId: { key: 'familyId', label: texts.filters.familyId, source: categoryOptions(() => ({ categoryType: 1 })), clears: ['subFamilyId'] },
  subFamilyId: {
    key: 'subFamilyId',
    label: texts.filters.subFamilyId,
    source: categoryOptions((filters) => (filters.familyId ? { parentId: Number(filters.familyId) } : null)),
    enabledBy: 'familyId',
  },
  articleStatus: {
    key: 'articleStatus',
    label: texts.filters.articleStatus,
    options: [
      { value: '1', label: 'Actifs' },
      { value: '0', label: 'Inactifs' },
    ],
  },
  userTypeId: { key: 'userTypeId', label: texts.filters.userTypeId, source: userTypeOptions, readable: { permissions: [Permission.USERS, Permission.AGENT_ASSIGNMENT] } },
  roleId: { key: 'roleId', label: texts.filters.roleId, source: roleOptions, readable: { permissions: [Permission.ACCESS_ADMIN, Permission.USERS] } },
  agentId: { key: 'agentId', label: texts.filters.agentId, source: agentOptions },
  supervisorId: { key: 'supervisorId', label: texts.filters.supervisorId, source: supervisorOptions },
  month: { key: 'month', label: texts.filters.month, options: MONTH_NAMES.map((name, index) => ({ value: String(index + 1), label: name })), allLabel: NONE },
  day: { key: 'day', label: texts.filters.day, options: numbers(MAX_TSP_DAY), allLabel: NONE },
  year: { key: 'year', label: texts.filters.year, source: yearOptions, allLabel: NONE },
  monthdays: { key: 'monthdays', label: texts.filters.monthdays, options: numbers(MAX_TSP_DAY), allLabel: NONE },
  callState: { key: 'callState', label: texts.filters.callState, options: callStateOptions, allLabel: CALL_STATE_LABELS.All },
};

/** The kind's controls the user can fill, in its order. */
export function exportControls(kind: ExportKindName, granted: readonly GrantedPermission[]): ListFilter[] {
  return EXPORT_KINDS[kind].filters.map((name) => CONTROLS[name]).filter((control) => !control.readable || hasAccess(granted, control.readable));
}
