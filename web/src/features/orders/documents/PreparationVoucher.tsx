import type { PrintedOrderFieldsFragment } from '../../../generated/graphql.ts';
import { formatDate } from '../../../kit/dates.ts';
import { formatNumber } from '../../../kit/money.ts';
import { VOUCHER_LABELS as labels } from './documentLabels.ts';
import { slotText, unitLabel } from './documentFormat.ts';

export interface PreparationVoucherProps {
  order: PrintedOrderFieldsFragment;
  /** The warehouse's name, null when unknown. */
  warehouse: string | null;
}

/** The preparation voucher (seed 001 section 2): what to pick, no prices, a box per line for the prepared quantity. */
export function PreparationVoucher({ order, warehouse }: PreparationVoucherProps) {
  return (
    <section className="od-copy od-voucher" lang="fr" data-testid="voucher">
      <h1 className="od-title">{labels.title}</h1>
      <div className="od-fields">
        <div className="od-field">
          <span className="od-field-label">{labels.order}</span>
          <span className="od-field-value od-strong">{order.code}</span>
        </div>
        <div className="od-field">
          <span className="od-field-label">{labels.counter}</span>
          <span className="od-field-value">{order.counter}</span>
        </div>
        <div className="od-field">
          <span className="od-field-label">{labels.customer}</span>
          <span className="od-field-value">{`${order.customerName} (${order.customerCode})`}</span>
        </div>
        <div className="od-field">
          <span className="od-field-label">{labels.warehouse}</span>
          <span className="od-field-value">{warehouse ?? ''}</span>
        </div>
        <div className="od-field">
          <span className="od-field-label">{labels.deliveryDate}</span>
          <span className="od-field-value">{formatDate(order.desiredDeliveryDate)}</span>
        </div>
        <div className="od-field">
          <span className="od-field-label">{labels.slot}</span>
          <span className="od-field-value">{slotText(order.deliverySlot)}</span>
        </div>
      </div>
      <table className="od-lines od-lines--ruled">
        <thead>
          <tr>
            <th className="od-col-code">{labels.articleCode}</th>
            <th className="od-col-text">{labels.designation}</th>
            <th className="od-col-num">{labels.quantity}</th>
            <th className="od-col-unit">{labels.unit}</th>
            <th className="od-col-box">{labels.prepared}</th>
          </tr>
        </thead>
        <tbody>
          {order.orderLines.map((line) => (
            <tr key={line.orderLineId} data-testid="voucher-line">
              <td className="od-col-code">{line.articleCode}</td>
              <td className="od-col-text">
                {line.description}
                {line.isGift && <span className="od-gift"> ({labels.gift})</span>}
              </td>
              <td className="od-col-num od-strong">{formatNumber(line.quantity)}</td>
              <td className="od-col-unit">{unitLabel(line.unitCode)}</td>
              <td className="od-col-box" />
            </tr>
          ))}
        </tbody>
      </table>
      <div className="od-voucher-foot">
        <span>{labels.lineCount(order.orderLines.length)}</span>
        <span>{labels.preparedBy}</span>
        <span>{labels.checkedBy}</span>
      </div>
    </section>
  );
}
