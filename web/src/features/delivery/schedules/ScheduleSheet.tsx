import type { ScheduleDetailFieldsFragment } from '../../../generated/graphql.ts';
import { formatDate } from '../../../kit/dates.ts';
import { formatMoney, formatWeight } from '../../../kit/money.ts';
import { deliveryManText, slotText, vehicleText } from './scheduleFormat.ts';
import { scheduleTexts as texts } from './texts.ts';

/**
 * The delivery round sheet (ours; the seeds print a schedule without showing it): the schedule's code, date,
 * slot, vehicle and delivery man, then its orders with customer, phone, weight and TTC, and the totals. A4.
 */
export function ScheduleSheet({ schedule }: { schedule: ScheduleDetailFieldsFragment }) {
  const weight = schedule.orders.reduce((sum, order) => sum + order.weight, 0);
  const total = schedule.orders.reduce((sum, order) => sum + order.totalAmountTTC, 0);
  return (
    <article className="ss-sheet">
      <h1>
        {texts.sheetTitle} {schedule.code}
      </h1>
      <dl className="ss-header">
        <dt>{texts.sheetDate}</dt>
        <dd data-testid="sheet-date">{formatDate(schedule.operationDate)}</dd>
        <dt>{texts.slot}</dt>
        <dd>{slotText(schedule.deliverySlot)}</dd>
        <dt>{texts.warehouse}</dt>
        <dd>{schedule.warehouseName}</dd>
        <dt>{texts.vehicle}</dt>
        <dd>{vehicleText(schedule.vehicle)}</dd>
        <dt>{texts.deliveryMan}</dt>
        <dd>{deliveryManText(schedule.vehicle)}</dd>
      </dl>
      <table>
        <thead>
          <tr>
            <th>#</th>
            <th>{texts.orderCode}</th>
            <th>{texts.customer}</th>
            <th>{texts.phone}</th>
            <th className="ss-number">{texts.weight}</th>
            <th className="ss-number">{texts.totalTTC}</th>
          </tr>
        </thead>
        <tbody>
          {schedule.orders.map((order, index) => (
            <tr key={order.scheduleOrderId} data-testid="sheet-order">
              <td>{index + 1}</td>
              <td>{order.code}</td>
              <td>{order.customerName}</td>
              <td>{order.customerPhone ?? ''}</td>
              <td className="ss-number">{formatWeight(order.weight)}</td>
              <td className="ss-number">{formatMoney(order.totalAmountTTC)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={4}>
              {texts.total} ({schedule.orders.length} {texts.orderCount.toLowerCase()})
            </th>
            <th className="ss-number">{formatWeight(weight)}</th>
            <th className="ss-number" data-testid="sheet-total">
              {formatMoney(total)}
            </th>
          </tr>
        </tfoot>
      </table>
    </article>
  );
}
