/**
 * An export's filters: checked against its kind (the required ones, the report's date range), kept to those the kind
 * reads, and described in French for the file's first rows (ids shown by their names).
 */
import {
  businessDayRange,
  CALL_STATE_LABELS,
  CallLogMessages,
  CUSTOMER_STATUSES,
  EXPORT_KINDS,
  ExportMessages,
  REPORT_DATE_TYPE_LABELS,
  isCallState,
  isReportDateType,
  MONTH_NAMES,
  reportRange,
  ReportingMessages,
  type ExportFilterName,
  type ExportFilters,
  type ExportKindName,
  tspPeriod,
} from '@console/schema';
import type { Executor } from '../../db/db.ts';

/** The kind's filters only, each French fault keyed by its field; or the filters to store with the job. */
export function checkedFilters(kind: ExportKindName, given: ExportFilters): { filters: ExportFilters } | { errors: Record<string, string> } {
  const definition = EXPORT_KINDS[kind];
  const filters: Record<string, unknown> = {};
  for (const name of definition.filters) {
    const value = given[name];
    if (value !== undefined && value !== null && value !== '') filters[name] = typeof value === 'string' ? value.trim() : value;
  }
  const errors: Record<string, string> = {};
  for (const name of definition.required) if (filters[name] === undefined || filters[name] === '') errors[name] = ExportMessages.required;
  const checked = filters as ExportFilters;
  const dateTypeRead = checked.dateType !== undefined && isReportDateType(checked.dateType) && (definition.dateTypes ?? [checked.dateType]).includes(checked.dateType);
  if (checked.dateType !== undefined && !dateTypeRead) errors.dateType = ReportingMessages.invalidDateType;
  if (checked.date !== undefined && businessDayRange(checked.date) === null) errors.date = ReportingMessages.invalidDate;
  if (checked.dateFrom !== undefined && checked.dateTo !== undefined) {
    const range = reportRange(checked.dateFrom, checked.dateTo);
    if ('errors' in range) Object.assign(errors, range.errors);
  }
  const { month, day, year, monthdays } = checked;
  if (month !== undefined && day !== undefined && year !== undefined && monthdays !== undefined) {
    const period = tspPeriod({ month, day, year, monthdays });
    if ('errors' in period) Object.assign(errors, period.errors);
  }
  if (checked.callState !== undefined && !isCallState(checked.callState)) errors.callState = CallLogMessages.invalidState;
  return Object.keys(errors).length > 0 ? { errors } : { filters: checked };
}

const USER_NAME_SQL = "select first_name || ' ' || last_name as name from users where user_id = $1";

interface FilterDescription {
  label: string;
  /** The name of the id, read from the database; absent: the value as it is. */
  nameSql?: string;
  names?: Readonly<Record<string, string>>;
}

const FILTER_DESCRIPTIONS: Readonly<Record<ExportFilterName, FilterDescription>> = {
  dateType: { label: 'Type de date', names: Object.fromEntries(Object.entries(REPORT_DATE_TYPE_LABELS)) },
  date: { label: 'Jour' },
  dateFrom: { label: 'Du' },
  dateTo: { label: 'Au' },
  keyword: { label: 'Recherche' },
  channelId: { label: 'Canal', nameSql: 'select code as name from channels where channel_id = $1' },
  regionId: { label: 'Région', nameSql: 'select name from regions where region_id = $1' },
  sectorId: { label: 'Secteur', nameSql: 'select name from sectors where sector_id = $1' },
  customerStatusId: { label: 'Statut', names: Object.fromEntries(Object.entries(CUSTOMER_STATUSES)) },
  customerOriginId: { label: 'Origine', nameSql: 'select name from customer_origins where origin_id = $1' },
  warehouseId: { label: 'Entrepôt', nameSql: 'select localisation as name from warehouses where warehouse_id = $1' },
  brandId: { label: 'Marque', nameSql: 'select name from brands where brand_id = $1' },
  familyId: { label: 'Famille', nameSql: 'select description as name from article_categories where article_category_id = $1' },
  subFamilyId: { label: 'Sous-famille', nameSql: 'select description as name from article_categories where article_category_id = $1' },
  articleStatus: { label: 'Statut', names: { 1: 'Actifs', 0: 'Inactifs' } },
  userTypeId: { label: "Type d'utilisateur", nameSql: 'select name from user_types where user_type_id = $1' },
  roleId: { label: 'Rôle', nameSql: 'select name from roles where role_id = $1' },
  agentId: { label: 'Agent', nameSql: USER_NAME_SQL },
  supervisorId: { label: 'Superviseur', nameSql: USER_NAME_SQL },
  month: { label: 'Mois', names: Object.fromEntries(MONTH_NAMES.map((name, index) => [index + 1, name])) },
  day: { label: "Jusqu'au jour" },
  year: { label: 'Année' },
  monthdays: { label: 'Jours ouvrés du mois' },
  callState: { label: "État d'appel", names: CALL_STATE_LABELS },
};

/** A YYYY-MM-DD day as the screens show it (DD-MM-YYYY). */
const shownDay = (day: string) => day.split('-').reverse().join('-');

/** « Label : value » for each filter given, in the kind's order; « Filtres : aucun » when none is. */
export async function describeFilters(db: Executor, kind: ExportKindName, filters: ExportFilters): Promise<string[]> {
  const lines: string[] = [];
  for (const name of EXPORT_KINDS[kind].filters) {
    const value = filters[name];
    if (value === undefined) continue;
    const description = FILTER_DESCRIPTIONS[name];
    let shown = name === 'dateFrom' || name === 'dateTo' || name === 'date' ? shownDay(String(value)) : (description.names?.[String(value)] ?? String(value));
    if (description.nameSql) {
      const [row] = await db.query<{ name: string }>(description.nameSql, [value]);
      shown = row ? row.name : `${value} (inconnu)`;
    }
    lines.push(`${description.label} : ${shown}`);
  }
  return lines.length > 0 ? lines : ['Filtres : aucun'];
}
