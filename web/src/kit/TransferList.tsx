import { Button, Caption1, Input, Spinner, Subtitle2, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDoubleLeft20Regular, ChevronDoubleRight20Regular, ChevronLeft20Regular, ChevronRight20Regular, Search20Regular } from '@fluentui/react-icons';
import { useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { kitTexts as texts } from './texts.ts';
import { availableItems, filterItems, moveAll, moveSelected, toggleKey, type Key } from './transfer.ts';

export interface TransferListProps<T> {
  /** Every item that may be chosen (the available side shows those not chosen). */
  items: readonly T[];
  /** The chosen items (controlled). */
  value: readonly T[];
  onChange(chosen: T[]): void;
  keyOf(item: T): Key;
  labelOf(item: T): string;
  /** Secondary text under an item (an e-mail). */
  detailOf?(item: T): string | undefined;
  availableTitle?: string;
  chosenTitle?: string;
  disabled?: boolean;
  loading?: boolean;
  /** Above the available list (a region filter). */
  availableFilter?: ReactNode;
  /** Accessible name prefix for the two lists. */
  label: string;
}

const useStyles = makeStyles({
  root: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)', gap: tokens.spacingHorizontalL, alignItems: 'stretch' },
  side: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    minWidth: 0,
  },
  sideHeader: { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: tokens.spacingHorizontalS },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    height: '280px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke3}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  item: {
    display: 'flex',
    flexDirection: 'column',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    cursor: 'pointer',
    userSelect: 'none',
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  selected: {
    backgroundColor: tokens.colorBrandBackground2,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
  detail: { color: tokens.colorNeutralForeground3 },
  empty: { padding: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground3, textAlign: 'center' },
  buttons: { display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: tokens.spacingVerticalS },
});

/** Two lists, available and chosen: select items (click), move the selection or everything shown, search in each. */
export function TransferList<T>(props: TransferListProps<T>) {
  const { items, value, onChange, keyOf, labelOf, disabled } = props;
  const styles = useStyles();
  const available = useMemo(() => availableItems(items, value, keyOf), [items, value, keyOf]);
  const [leftSearch, setLeftSearch] = useState('');
  const [rightSearch, setRightSearch] = useState('');
  const [leftSelected, setLeftSelected] = useState<Set<Key>>(new Set());
  const [rightSelected, setRightSelected] = useState<Set<Key>>(new Set());
  const leftShown = useMemo(() => filterItems(available, leftSearch, labelOf), [available, leftSearch, labelOf]);
  const rightShown = useMemo(() => filterItems(value, rightSearch, labelOf), [value, rightSearch, labelOf]);
  const leftChosen = new Set(leftShown.map(keyOf).filter((key) => leftSelected.has(key)));
  const rightChosen = new Set(rightShown.map(keyOf).filter((key) => rightSelected.has(key)));

  const add = (keys: Set<Key> | 'all') => {
    const moved = keys === 'all' ? moveAll(available, value, keyOf, leftShown) : moveSelected(available, value, keys, keyOf);
    onChange(moved.to);
    setLeftSelected(new Set());
  };
  const removeItems = (keys: Set<Key> | 'all') => {
    const moved = keys === 'all' ? moveAll(value, [], keyOf, rightShown) : moveSelected(value, [], keys, keyOf);
    onChange(moved.from);
    setRightSelected(new Set());
  };

  const side = (
    which: 'available' | 'chosen',
    title: string,
    shown: readonly T[],
    total: number,
    selected: Set<Key>,
    setSelected: (next: Set<Key>) => void,
    search: string,
    setSearch: (text: string) => void,
    onDouble: (key: Key) => void,
    extra?: ReactNode,
  ) => (
    <div className={styles.side} data-testid={`transfer-${which}`}>
      <div className={styles.sideHeader}>
        <Subtitle2>{title}</Subtitle2>
        <Caption1>{texts.itemsCount(total)}</Caption1>
      </div>
      {extra}
      <Input
        contentBefore={<Search20Regular />}
        placeholder={texts.filterList}
        aria-label={`${texts.search} (${title})`}
        value={search}
        onChange={(_, data) => setSearch(data.value)}
        disabled={disabled}
      />
      <ul className={styles.list} role="listbox" aria-multiselectable aria-label={`${props.label} : ${title}`}>
        {props.loading ? (
          <li className={styles.empty}>
            <Spinner size="tiny" label={texts.loading} />
          </li>
        ) : shown.length === 0 ? (
          <li className={styles.empty}>{texts.noRows}</li>
        ) : (
          shown.map((item) => {
            const key = keyOf(item);
            const isSelected = selected.has(key);
            const detail = props.detailOf?.(item);
            return (
              <li
                key={key}
                role="option"
                aria-selected={isSelected}
                tabIndex={0}
                className={mergeClasses(styles.item, isSelected && styles.selected)}
                onClick={() => !disabled && setSelected(toggleKey(selected, key))}
                onDoubleClick={() => !disabled && onDouble(key)}
                onKeyDown={(event) => {
                  if (!disabled && (event.key === ' ' || event.key === 'Enter')) {
                    event.preventDefault();
                    setSelected(toggleKey(selected, key));
                  }
                }}
              >
                <span>{labelOf(item)}</span>
                {detail && <Caption1 className={styles.detail}>{detail}</Caption1>}
              </li>
            );
          })
        )}
      </ul>
    </div>
  );

  const button = (label: string, icon: ReactElement, onClick: () => void, enabled: boolean) => (
    <Tooltip content={label} relationship="label">
      <Button icon={icon} onClick={onClick} disabled={disabled || !enabled} />
    </Tooltip>
  );

  return (
    <div className={styles.root}>
      {side(
        'available',
        props.availableTitle ?? texts.available,
        leftShown,
        available.length,
        leftSelected,
        setLeftSelected,
        leftSearch,
        setLeftSearch,
        (key) => add(new Set([key])),
        props.availableFilter,
      )}
      <div className={styles.buttons}>
        {button(texts.moveRight, <ChevronRight20Regular />, () => add(leftChosen), leftChosen.size > 0)}
        {button(texts.moveAllRight, <ChevronDoubleRight20Regular />, () => add('all'), leftShown.length > 0)}
        {button(texts.moveLeft, <ChevronLeft20Regular />, () => removeItems(rightChosen), rightChosen.size > 0)}
        {button(texts.moveAllLeft, <ChevronDoubleLeft20Regular />, () => removeItems('all'), rightShown.length > 0)}
      </div>
      {side(
        'chosen',
        props.chosenTitle ?? texts.chosen,
        rightShown,
        value.length,
        rightSelected,
        setRightSelected,
        rightSearch,
        setRightSearch,
        (key) => removeItems(new Set([key])),
      )}
    </div>
  );
}
