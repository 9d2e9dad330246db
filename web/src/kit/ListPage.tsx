import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Button, Dropdown, Field, Input, MessageBar, MessageBarActions, MessageBarBody, Option as FluentOption, Switch, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular, Delete20Regular, Key20Regular, Search20Regular } from '@fluentui/react-icons';
import { Level, hasAccess } from '@console/schema';
import { useEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ChangePasswordDialog, type PasswordChange } from './ChangePasswordDialog.tsx';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog.tsx';
import { DataTable, type Column, type RowButton } from './DataTable.tsx';
import { errorMessages } from './errors.ts';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  SEARCH_KEY,
  clampPage,
  reachablePage,
  upstreamPage,
  withFilter,
  withFilters,
  withPageSize,
  withSortToggled,
  type ListState,
  type SortState,
} from './listState.ts';
import { LookupCombobox, type LookupSource } from './LookupCombobox.tsx';
import { useOptions, type Option, type OptionsSource } from './options.ts';
import { Pager } from './Pager.tsx';
import { kitTexts as texts } from './texts.ts';
import { useGranted } from './useAccess.ts';
import type { FieldErrors } from './useAppMutation.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';
import { useListState } from './useListState.ts';

/** What a list's `variables` receives: the page to send (1-based), the page size and the filters. */
export interface ListQueryArgs {
  /** Upstream page: the UI page + 1. */
  page: number;
  take: number;
  /** Filter key → value ('' never appears); the search box is `keyword`. */
  filters: Readonly<Record<string, string>>;
  sort: SortState | null;
}

/** A filter above the table: a select (static or query options) or a lookup (searchable). */
export interface ListFilter {
  /** Query-string key, and key in `filters` (not page/size/sort). */
  key: string;
  label: string;
  /** Static options of a select. */
  options?: readonly Option[];
  /** Options of a select read from a query; its `variables` receive the current filters. */
  source?: OptionsSource;
  /** A searchable lookup instead of a select (its label is kept in the URL as `<key>Label`). */
  lookup?: LookupSource;
  /** A switch instead of a select: on is `1` in the URL, off is no filter (an active-only switch). */
  toggle?: boolean;
  /** Label of the 'no filter' choice: 'Tous' unless given. */
  allLabel?: string;
  /**
   * A typed value instead of a select: a number (applied on Enter or when the box is left) or a date
   * (YYYY-MM-DD, applied as it is picked).
   */
  input?: 'number' | 'date';
  /** Filters cleared when this one changes (a sector filter depends on the region). */
  clears?: readonly string[];
  /** Disabled until this other filter has a value. */
  enabledBy?: string;
}

/** What the toolbar works with: the selected keys, the rows shown, the list's state. */
export interface ToolbarContext<TRow> {
  selected: ReadonlySet<string | number>;
  /** The rows of the page shown. */
  rows: readonly TRow[];
  state: ListState;
  clearSelection(): void;
}

/** A row button shown only to viewers holding one of `levels` on the list's permission. */
export type ListRowAction<TRow> = RowButton<TRow> & {
  levels?: readonly number[];
};

export interface ListPageProps<TData, TVariables extends Record<string, unknown>, TRow> {
  title: string;
  /** The screen's permission id; every action below names the levels it needs on it. */
  permission: number;
  query: TypedDocumentNode<TData, TVariables>;
  variables(args: ListQueryArgs): TVariables;
  /** The page: rows and count (`countIsLowerBound`: more rows match than `count`, the server's count bound). */
  read(data: TData): { items: readonly TRow[]; count: number; countIsLowerBound?: boolean };
  rowKey(row: TRow): string | number;
  columns: readonly Column<TRow>[];
  /** The search box (filter `keyword`); on by default. */
  search?: boolean | { placeholder?: string };
  filters?: readonly ListFilter[];
  /** Row click target, followed only when the viewer holds one of `openLevels` (default 4 or 6). */
  rowHref?(row: TRow): string;
  /** Row click handled by the screen (a dialog) instead of `rowHref`; same levels. */
  onRowClick?(row: TRow): void;
  openLevels?: readonly number[];
  /** The add button (default level 3). */
  add?: { href: string; label?: string; levels?: readonly number[] };
  /** The delete row button with its confirmation (default level 5); `run` resolves true when deleted. */
  remove?: { run(row: TRow): Promise<boolean>; title?: string; message?(row: TRow): string; levels?: readonly number[] };
  /** The change-password row button (default level 8): resolves field errors, or null when done. */
  changePassword?: { run(row: TRow, change: PasswordChange): Promise<FieldErrors | null>; levels?: readonly number[] };
  rowActions?: readonly ListRowAction<TRow>[];
  /**
   * Row checkboxes with select-all; the toolbar receives the selected keys. The selection follows the
   * rows: each fresh page (another page, a filter, a refresh) keeps only the selected rows it still shows.
   */
  selectable?: boolean;
  /** More toolbar content (beside the add button). */
  toolbar?(context: ToolbarContext<TRow>): ReactNode;
  /** Each new value asks the server for the current page again (live updates, after an action). */
  refreshKey?: number;
  /** Text of an empty table (« Aucune ligne » by default). */
  emptyText?: string;
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  defaultSort?: SortState | null;
  /** Accessible name of the table (the title by default). */
  tableLabel?: string;
  /**
   * Filters a link from another screen sets (the dashboard's cards open `/orders?statusIds=…`): read from and kept in
   * the URL without a control of their own; `describe` says what they keep (null: none set), with « Retirer ce filtre ».
   */
  linkedFilters?: { keys: readonly string[]; describe(filters: Readonly<Record<string, string>>): string | null };
}

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  card: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    overflow: 'hidden',
  },
  filters: {
    display: 'flex',
    alignItems: 'flex-end',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  search: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'flex-end' },
  searchInput: { width: '260px' },
  select: { minWidth: '180px' },
  numberInput: { width: '120px' },
  dateInput: { width: '150px' },
});

/**
 * The seeds' list screen: title, add button, search (Enter or button) and filters, a paged table
 * (5/10/20/50/100, first/previous/next/last, total), sort, checkboxes, row click and row actions
 * gated by level, delete with confirmation, change password. State lives in the URL.
 */
export function ListPage<TData, TVariables extends Record<string, unknown>, TRow>(props: ListPageProps<TData, TVariables, TRow>) {
  const { title, permission, query, variables, read, rowKey, columns, filters = [], rowHref, onRowClick, add, remove, changePassword, rowActions = [], selectable, toolbar, refreshKey, linkedFilters } = props;
  const styles = useStyles();
  useDocumentTitle(title);
  const navigate = useNavigate();
  const granted = useGranted();
  const may = (levels: readonly number[]) => hasAccess(granted, { permissions: [permission], levels });
  const pageSizes = props.pageSizes ?? PAGE_SIZES;
  const filterKeys = useMemo(
    () => [SEARCH_KEY, ...filters.flatMap((filter) => (filter.lookup ? [filter.key, `${filter.key}Label`] : [filter.key])), ...(linkedFilters?.keys ?? [])],
    [filters, linkedFilters],
  );
  const [state, setState] = useListState({
    pageSize: props.defaultPageSize ?? DEFAULT_PAGE_SIZE,
    pageSizes,
    sort: props.defaultSort ?? null,
    filterKeys,
  });

  const { data, previousData, loading, error, refetch } = useQuery(query, {
    variables: variables({ page: upstreamPage(reachablePage(state.page, state.pageSize)), take: state.pageSize, filters: state.filters, sort: state.sort }),
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? previousData;
  const page = shown ? read(shown) : { items: [], count: 0 };

  // A page past the end (rows deleted, a stale bookmark) moves to the last page.
  useEffect(() => {
    if (!data || loading) return;
    const { count } = read(data);
    const clamped = clampPage(state.page, count, state.pageSize);
    if (clamped !== state.page) setState({ ...state, page: clamped });
  }, [data, loading, read, state, setState]);

  const [selected, setSelected] = useState<Set<string | number>>(new Set());
  const [deleting, setDeleting] = useState<TRow | null>(null);
  const [passwordFor, setPasswordFor] = useState<TRow | null>(null);

  // A fresh page keeps only the selected rows it shows: an action never works on rows out of sight.
  useEffect(() => {
    if (!data || loading) return;
    const shownKeys = new Set(read(data).items.map(rowKey));
    setSelected((current) => {
      const kept = [...current].filter((key) => shownKeys.has(key));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, [data, loading, read, rowKey]);

  // The first value is the list's own load; each later one asks again.
  const lastRefreshKey = useRef(refreshKey);
  useEffect(() => {
    if (refreshKey === lastRefreshKey.current) return;
    lastRefreshKey.current = refreshKey;
    void refetch();
  }, [refreshKey, refetch]);

  const mayOpen = may(props.openLevels ?? [Level.EDIT, Level.READ]);
  const rowClick = !mayOpen ? undefined : onRowClick ?? (rowHref ? (row: TRow) => navigate(rowHref(row)) : undefined);
  const buttons: RowButton<TRow>[] = [
    ...rowActions.filter((action) => !action.levels || may(action.levels)),
    ...(changePassword && may(changePassword.levels ?? [Level.CHANGE_PASSWORD])
      ? [{ id: 'change-password', label: texts.changePassword, icon: <Key20Regular />, onClick: (row: TRow) => setPasswordFor(row) }]
      : []),
    ...(remove && may(remove.levels ?? [Level.DELETE])
      ? [{ id: 'delete', label: texts.delete, icon: <Delete20Regular />, onClick: (row: TRow) => setDeleting(row) }]
      : []),
  ];

  const searchConfig = props.search ?? true;
  const linked = linkedFilters?.describe(state.filters) ?? null;
  return (
    <section className={styles.page}>
      <div className={styles.header}>
        <Title2 as="h1">{title}</Title2>
        <div className={styles.toolbar}>
          {toolbar?.({ selected, rows: page.items, state, clearSelection: () => setSelected(new Set()) })}
          {add && may(add.levels ?? [Level.CREATE]) && (
            <Button appearance="primary" icon={<Add20Regular />} onClick={() => navigate(add.href)}>
              {add.label ?? texts.add}
            </Button>
          )}
        </div>
      </div>
      <div className={styles.card}>
        {(searchConfig || filters.length > 0) && (
          <div className={styles.filters} role="search">
            {searchConfig && (
              <SearchBox
                value={state.filters[SEARCH_KEY] ?? ''}
                placeholder={typeof searchConfig === 'object' ? searchConfig.placeholder : undefined}
                onSearch={(text) => setState(withFilter(state, SEARCH_KEY, text))}
              />
            )}
            {filters.map((filter) => (
              <FilterControl key={filter.key} filter={filter} state={state} onChange={setState} />
            ))}
          </div>
        )}
        {linked && linkedFilters && (
          <MessageBar intent="info" data-testid="linked-filters">
            <MessageBarBody>{linked}</MessageBarBody>
            <MessageBarActions>
              <Button size="small" onClick={() => setState(withFilters(state, Object.fromEntries(linkedFilters.keys.map((key) => [key, '']))))}>
                {texts.removeLinkedFilter}
              </Button>
            </MessageBarActions>
          </MessageBar>
        )}
        {error && (
          <MessageBar intent="error">
            <MessageBarBody>{errorMessages(error).join(' ')}</MessageBarBody>
          </MessageBar>
        )}
        <DataTable
          label={props.tableLabel ?? title}
          columns={columns}
          rows={page.items}
          rowKey={rowKey}
          loading={loading}
          onRowClick={rowClick}
          rowButtons={buttons}
          sort={state.sort}
          onSort={(key) => setState(withSortToggled(state, key))}
          selection={selectable ? { selected, onChange: setSelected } : undefined}
          emptyText={props.emptyText}
        />
        <Pager
          page={state.page}
          pageSize={state.pageSize}
          count={page.count}
          countIsLowerBound={page.countIsLowerBound}
          pageSizes={pageSizes}
          onPage={(next) => setState({ ...state, page: next })}
          onPageSize={(size) => setState(withPageSize(state, size))}
        />
      </div>
      {remove && (
        <ConfirmDeleteDialog
          open={deleting !== null}
          title={remove.title}
          message={deleting !== null ? remove.message?.(deleting) : undefined}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            if (deleting === null) return;
            if (await remove.run(deleting)) {
              setSelected((current) => {
                const next = new Set(current);
                next.delete(rowKey(deleting));
                return next;
              });
              await refetch();
            }
          }}
        />
      )}
      {changePassword && (
        <ChangePasswordDialog
          open={passwordFor !== null}
          askOldPassword={false}
          onClose={() => setPasswordFor(null)}
          onSubmit={(change) => (passwordFor === null ? Promise.resolve(null) : changePassword.run(passwordFor, change))}
        />
      )}
    </section>
  );
}

/** The search box: runs on Enter or the button, never on each key. */
export function SearchBox({ value, placeholder, onSearch }: { value: string; placeholder?: string; onSearch(text: string): void }) {
  const styles = useStyles();
  const [text, setText] = useState(value);
  // Back / a bookmark changes the URL: show its keyword.
  useEffect(() => setText(value), [value]);
  return (
    <div className={styles.search}>
      <Field label={texts.search}>
        <Input
          className={styles.searchInput}
          type="search"
          value={text}
          placeholder={placeholder ?? texts.searchPlaceholder}
          onChange={(_, data) => setText(data.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onSearch(text.trim());
          }}
        />
      </Field>
      <Button icon={<Search20Regular />} aria-label={texts.search} onClick={() => onSearch(text.trim())} />
    </div>
  );
}

export function FilterControl({ filter, state, onChange }: { filter: ListFilter; state: ListState; onChange(next: ListState): void }) {
  const disabled = filter.enabledBy !== undefined && !state.filters[filter.enabledBy];
  const set = (value: string) => onChange(withFilter(state, filter.key, value, filter.clears));
  if (filter.lookup) {
    const value = state.filters[filter.key];
    return (
      <LookupCombobox
        label={filter.label}
        source={filter.lookup}
        disabled={disabled}
        value={value ? { value, label: state.filters[`${filter.key}Label`] ?? value } : null}
        onChange={(option) => {
          const cleared = withFilters(state, { [filter.key]: option?.value ?? '', [`${filter.key}Label`]: option?.label ?? '' });
          onChange(filter.clears ? withFilter(cleared, filter.key, option?.value ?? '', filter.clears) : cleared);
        }}
      />
    );
  }
  if (filter.input) return <InputFilter filter={filter} kind={filter.input} value={state.filters[filter.key] ?? ''} disabled={disabled} onApply={set} />;
  if (filter.toggle) {
    return <Switch label={filter.label} checked={state.filters[filter.key] === '1'} disabled={disabled} onChange={(_, data) => set(data.checked ? '1' : '')} />;
  }
  if (filter.source) return <QuerySelect filter={filter} source={filter.source} state={state} disabled={disabled} onSelect={set} />;
  return <Select filter={filter} options={filter.options ?? []} value={state.filters[filter.key] ?? ''} disabled={disabled} onSelect={set} />;
}

/** A typed filter: a number applies on Enter or when left, a date as it is picked (an invalid one waits). */
function InputFilter({ filter, kind, value, disabled, onApply }: { filter: ListFilter; kind: 'number' | 'date'; value: string; disabled: boolean; onApply(value: string): void }) {
  const styles = useStyles();
  const [text, setText] = useState(value);
  // Back / a bookmark changes the URL: show its value.
  useEffect(() => setText(value), [value]);
  const apply = (next: string) => {
    const trimmed = next.trim();
    if (trimmed !== value) onApply(trimmed);
  };
  return (
    <Field label={filter.label}>
      <Input
        className={kind === 'number' ? styles.numberInput : styles.dateInput}
        type={kind === 'number' ? 'text' : 'date'}
        inputMode={kind === 'number' ? 'numeric' : undefined}
        name={`filter-${filter.key}`}
        value={text}
        disabled={disabled}
        onChange={(_, data) => {
          const next = kind === 'number' ? data.value.replace(/\D/g, '') : data.value;
          setText(next);
          if (kind === 'date' && (next === '' || /^\d{4}-\d{2}-\d{2}$/.test(next))) apply(next);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply(text);
        }}
        onBlur={() => apply(text)}
      />
    </Field>
  );
}

function QuerySelect({ filter, source, state, disabled, onSelect }: { filter: ListFilter; source: OptionsSource; state: ListState; disabled: boolean; onSelect(value: string): void }) {
  const { options } = useOptions(source, state.filters);
  return <Select filter={filter} options={options} value={state.filters[filter.key] ?? ''} disabled={disabled} onSelect={onSelect} />;
}

function Select({ filter, options, value, disabled, onSelect }: { filter: ListFilter; options: readonly Option[]; value: string; disabled: boolean; onSelect(value: string): void }): ReactElement {
  const styles = useStyles();
  const all = filter.allLabel ?? texts.all;
  const current = options.find((option) => option.value === value);
  return (
    <Field label={filter.label}>
      <Dropdown
        className={styles.select}
        disabled={disabled}
        value={value === '' ? all : (current?.label ?? value)}
        selectedOptions={[value]}
        onOptionSelect={(_, data) => onSelect(data.optionValue ?? '')}
      >
        <FluentOption value="">{all}</FluentOption>
        {options.map((option) => (
          <FluentOption key={option.value} value={option.value}>
            {option.label}
          </FluentOption>
        ))}
      </Dropdown>
    </Field>
  );
}

/** A numeric filter value, or null (for `variables`). */
export function intFilter(filters: Readonly<Record<string, string>>, key: string): number | null {
  const value = Number(filters[key]);
  return filters[key] !== undefined && Number.isInteger(value) ? value : null;
}

/** The search keyword, or null. */
export const keywordFilter = (filters: Readonly<Record<string, string>>): string | null => filters[SEARCH_KEY] || null;
