import { billedLine } from '@console/schema';
import type { ReactNode } from 'react';
import type { CompanyIdentityFieldsFragment, PrintedOrderFieldsFragment } from '../../../generated/graphql.ts';
import { formatDate } from '../../../kit/dates.ts';
import { formatNumber } from '../../../kit/money.ts';
import { RECEIPT_LABELS, type DocumentLanguage } from './documentLabels.ts';
import { amountParts, collectedAmount, paymentModeLabel, totalRows, unitLabel } from './documentFormat.ts';

export interface CustomerReceiptProps {
  order: PrintedOrderFieldsFragment;
  identity: CompanyIdentityFieldsFragment;
  language: DocumentLanguage;
  /** 1 to 3; each copy on its own page. */
  copies: number;
}

/**
 * Left-to-right inside the Arabic receipt: amounts, codes, dates, phone numbers and identifiers keep
 * their order whatever surrounds them. Latin text of unknown direction (names, designations) takes `auto`.
 */
function Ltr({ children, auto = false }: { children: ReactNode; auto?: boolean }) {
  return <bdi dir={auto ? 'auto' : 'ltr'}>{children}</bdi>;
}

/** `125,50 DH`, or in Arabic `125,50 درهم`: the number isolated left-to-right, the currency after it. */
function Money({ value, language }: { value: number; language: DocumentLanguage }) {
  const { number, currency } = amountParts(value, language);
  return (
    <span className="od-money">
      <Ltr>{number}</Ltr>
      {'\u00a0'}
      {currency}
    </span>
  );
}

/** The quantity billed; once a preparation ended short, what was prepared with the ordered quantity beside it. */
function BilledQuantity({ line, preparationStatus, outOf }: { line: { quantity: number; quantityPrepared?: number | null }; preparationStatus: number; outOf: string }) {
  const { billedQuantity } = billedLine(line, preparationStatus);
  if (billedQuantity === line.quantity) return <Ltr>{formatNumber(line.quantity)}</Ltr>;
  return (
    <>
      <Ltr>{formatNumber(billedQuantity)}</Ltr> {outOf} <Ltr>{formatNumber(line.quantity)}</Ltr>
    </>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="od-field">
      <span className="od-field-label">{label}</span>
      <span className="od-field-value">{children}</span>
    </div>
  );
}

/** The customer receipt (seed 001: French and Arabic), repeated `copies` times with a page break between copies. */
export function CustomerReceipt({ order, identity, language, copies }: CustomerReceiptProps) {
  const labels = RECEIPT_LABELS[language];
  const arabic = language === 'ar';
  const mode = paymentModeLabel(order.paymentModeId, language);
  const collected = collectedAmount(order);
  const identifiers: [string, string][] = [
    [labels.ice, identity.ice],
    [labels.rc, identity.rc],
    [labels.taxId, identity.taxId],
    [labels.patente, identity.patente],
    [labels.cnss, identity.cnss],
  ];
  const copy = (index: number) => (
    <section
      key={index}
      className={`od-copy od-receipt od-receipt--${language}`}
      dir={arabic ? 'rtl' : 'ltr'}
      lang={language}
      data-testid="receipt-copy"
    >
      <header className="od-identity">
        <div className="od-company">{arabic ? identity.nameAr : identity.name}</div>
        <div>{arabic ? identity.addressAr : identity.address}</div>
        <div>
          {labels.phone} : <Ltr>{identity.phone}</Ltr>
        </div>
        <div className="od-identifiers">
          {identifiers.map(([label, value]) => (
            <div key={label}>
              {label} : <Ltr>{value}</Ltr>
            </div>
          ))}
        </div>
      </header>
      <h1 className="od-title">{labels.title}</h1>
      <div className="od-fields">
        <Field label={labels.order}>
          <Ltr>{order.code}</Ltr>
        </Field>
        <Field label={labels.counter}>
          <Ltr>{order.counter}</Ltr>
        </Field>
        <Field label={labels.orderDate}>
          <Ltr>{formatDate(order.confirmedAt ?? order.createdAt)}</Ltr>
        </Field>
        {order.desiredDeliveryDate && (
          <Field label={labels.deliveryDate}>
            <Ltr>{formatDate(order.desiredDeliveryDate)}</Ltr>
          </Field>
        )}
        {order.collectedAt && (
          <Field label={labels.collectedAt}>
            <Ltr>{formatDate(order.collectedAt)}</Ltr>
          </Field>
        )}
        <Field label={labels.customer}>
          <Ltr auto>{order.customerName}</Ltr> (<Ltr>{order.customerCode}</Ltr>)
        </Field>
      </div>
      <table className="od-lines">
        <thead>
          <tr>
            <th className="od-col-text">{labels.designation}</th>
            <th className="od-col-num">{labels.quantity}</th>
            <th className="od-col-unit">{labels.unit}</th>
            <th className="od-col-num">{labels.unitPrice}</th>
            <th className="od-col-num">{labels.total}</th>
          </tr>
        </thead>
        <tbody>
          {order.orderLines.map((line) => (
            <tr key={line.orderLineId} data-testid="receipt-line">
              <td className="od-col-text">
                <Ltr auto>{line.description}</Ltr>
                {line.isGift && <span className="od-gift"> ({labels.gift})</span>}
              </td>
              <td className="od-col-num">
                <BilledQuantity line={line} preparationStatus={order.preparationStatus} outOf={labels.outOf} />
              </td>
              <td className="od-col-unit">{unitLabel(line.unitCode, language)}</td>
              <td className="od-col-num">
                <Ltr>{formatNumber(line.unitPrice, 2)}</Ltr>
              </td>
              <td className="od-col-num">
                <Ltr>{formatNumber(line.totalAmountTTC, 2)}</Ltr>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="od-totals">
        {totalRows(order, { stampDuty: true }).map((row) => (
          <div key={row.key} className={row.key === 'ttc' ? 'od-total od-total--main' : 'od-total'} data-testid={`receipt-total-${row.key}`}>
            <dt>{labels.totals[row.key]}</dt>
            <dd>
              <Money value={row.amount} language={language} />
            </dd>
          </div>
        ))}
      </dl>
      {mode && (
        <dl className="od-totals od-payment">
          <div className="od-total">
            <dt>{labels.paymentMode}</dt>
            <dd>{mode}</dd>
          </div>
          {collected !== null && (
            <div className="od-total od-total--main" data-testid="receipt-collected">
              <dt>{order.collectedAt ? labels.amountCollected : labels.amountDue}</dt>
              <dd>
                <Money value={collected} language={language} />
              </dd>
            </div>
          )}
        </dl>
      )}
      <footer className="od-footer">
        <div>{labels.thanks}</div>
        {copies > 1 && <div>{labels.copy(index, copies)}</div>}
      </footer>
    </section>
  );
  return <>{Array.from({ length: copies }, (_, index) => copy(index + 1))}</>;
}
