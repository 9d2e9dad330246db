import { Button, Caption1, Dropdown, Option, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDoubleLeft20Regular, ChevronDoubleRight20Regular, ChevronLeft20Regular, ChevronRight20Regular } from '@fluentui/react-icons';
import { useId, type ReactElement } from 'react';
import { pageCount, rowRange } from './listState.ts';
import { kitTexts as texts } from './texts.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  size: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  dropdown: { minWidth: '84px' },
  range: { minWidth: '110px', textAlign: 'center' },
});

export interface PagerProps {
  /** The UI's page, 0-based. */
  page: number;
  pageSize: number;
  count: number;
  /** More rows match than `count` (the server's count bound): « sur plus de 10 000 », the last page is the bound's. */
  countIsLowerBound?: boolean;
  pageSizes: readonly number[];
  onPage(page: number): void;
  onPageSize(pageSize: number): void;
  disabled?: boolean;
}

/** Rows per page, 'from–to sur count' (« sur plus de count » beyond the count bound), and first / previous / next / last. */
export function Pager({ page, pageSize, count, countIsLowerBound = false, pageSizes, onPage, onPageSize, disabled }: PagerProps) {
  const styles = useStyles();
  const labelId = useId();
  const last = pageCount(count, pageSize) - 1;
  const { from, to } = rowRange(page, pageSize, count);
  const nav = (label: string, icon: ReactElement, target: number, enabled: boolean) => (
    <Tooltip content={label} relationship="label">
      <Button appearance="subtle" icon={icon} disabled={disabled || !enabled} onClick={() => onPage(target)} />
    </Tooltip>
  );
  return (
    <div className={styles.root} data-testid="pager">
      <div className={styles.size}>
        <Caption1 id={labelId}>{texts.rowsPerPage}</Caption1>
        <Dropdown
          className={styles.dropdown}
          size="small"
          aria-labelledby={labelId}
          value={String(pageSize)}
          selectedOptions={[String(pageSize)]}
          onOptionSelect={(_, data) => data.optionValue && onPageSize(Number(data.optionValue))}
          disabled={disabled}
        >
          {pageSizes.map((size) => (
            <Option key={size} value={String(size)}>
              {String(size)}
            </Option>
          ))}
        </Dropdown>
      </div>
      <Caption1 className={styles.range} data-testid="pager-range">
        {texts.range(from, to, count, countIsLowerBound)}
      </Caption1>
      <div>
        {nav(texts.firstPage, <ChevronDoubleLeft20Regular />, 0, page > 0)}
        {nav(texts.previousPage, <ChevronLeft20Regular />, page - 1, page > 0)}
        {nav(texts.nextPage, <ChevronRight20Regular />, page + 1, page < last)}
        {nav(texts.lastPage, <ChevronDoubleRight20Regular />, last, page < last)}
      </div>
    </div>
  );
}
