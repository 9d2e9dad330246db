import { Button, Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import type { CustomerMarker } from '@console/schema';
import { useState } from 'react';
import { formatDate } from '../../../kit/dates.ts';
import { formatWeight } from '../../../kit/money.ts';
import { dispatchTexts as texts } from './dispatchTexts.ts';

const useStyles = makeStyles({
  popup: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: '200px', maxWidth: '260px' },
  line: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, maxHeight: '140px', overflowY: 'auto' },
  late: { color: tokens.colorPaletteRedForeground1 },
});

/** What a customer marker opens, the same in both views: code, name, orders (expandable) and total weight. */
export function MarkerPopup({ marker }: { marker: CustomerMarker }) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.popup} data-testid="marker-popup">
      <Text weight="semibold">{marker.customerCode}</Text>
      <Text>{marker.customerName}</Text>
      <Button
        appearance="transparent"
        size="small"
        icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {texts.orderCount(marker.orders.length)}
      </Button>
      {open && (
        <ul className={styles.list} aria-label={texts.orderList}>
          {marker.orders.map((order) => (
            <li key={order.orderId}>
              {order.code} – {formatDate(order.desiredDeliveryDate)}
            </li>
          ))}
        </ul>
      )}
      <span className={styles.line}>
        <Caption1>{texts.totalWeight}</Caption1>
        <Text weight="semibold">{formatWeight(marker.weight)}</Text>
      </span>
      {marker.late && <Caption1 className={styles.late}>{texts.late}</Caption1>}
    </div>
  );
}
