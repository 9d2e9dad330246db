import { billedLine } from '@console/schema';
import type { ReactNode } from 'react';
import type { CompanyIdentityFieldsFragment, PrintedOrderFieldsFragment } from '../../../generated/graphql.ts';
import { formatDate } from '../../../kit/dates.ts';
import { formatNumber } from '../../../kit/money.ts';
import { RECEIPT_LABELS, type DocumentLanguage } from './documentLabels.ts';
import { amountParts, bidiRuns, collectedAmount, paymentModeLabel, totalRows, unitLabel } from './documentFormat.ts';

export interface CustomerReceiptProps {
  order: PrintedOrderFieldsFragment;
  identity: CompanyIdentityFieldsFragment;
  language: DocumentLanguage;
  /** 1 to 3; each copy on its own page. */
  copies: number;
}

/**
 * Every value the receipt prints, through one rule (`bidiRuns`): numbers, codes, dates, phone numbers and Latin
 * names are isolated left-to-right (`<bdi dir="ltr">`), so the Arabic receipt's right-to-left order never reverses
 * their parts nor moves them around the text beside them.
 */
function Bidi({ text }: { text: string | number }) {
  return bidiRuns(String(text)).map((run, index) =>
    run.ltr ? (
      <bdi key={index} dir="ltr">
        {run.text}
      </bdi>
    ) : (
      run.text
    ),
  );
}

/** `125,50 DH`, or in Arabic `125,50 درهم`: the number isolated left-to-right, the currency after it. */
function Money({ value, language }: { value: number; language: DocumentLanguage }) {
  const { number, currency } = amountParts(value, language);
  return (
    <span className="od-money">
      <Bidi text={number} />
      {'\u00a0'}
      {currency}
    </span>
  );
}

/** The quantity billed; once a preparation ended short, what was prepared with the ordered quantity beside it. */
function BilledQuantity({ line, preparationStatus, outOf }: { line: { quantity: number; quantityPrepared?: number | null }; preparationStatus: number; outOf: string }) {
  const { billedQuantity } = billedLine(line, preparationStatus);
  if (billedQuantity === line.quantity) return <Bidi text={formatNumber(line.quantity)} />;
  return (
    <>
      <Bidi text={formatNumber(billedQuantity)} /> {outOf} <Bidi text={formatNumber(line.quantity)} />
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
        <div className="od-company">
          <Bidi text={arabic ? identity.nameAr : identity.name} />
        </div>
        <div>
          <Bidi text={arabic ? identity.addressAr : identity.address} />
        </div>
        <div>
          {labels.phone} : <Bidi text={identity.phone} />
        </div>
        <div className="od-identifiers">
          {identifiers.map(([label, value]) => (
            <div key={label}>
              {label} : <Bidi text={value} />
            </div>
          ))}
        </div>
      </header>
      <h1 className="od-title">{labels.title}</h1>
      <div className="od-fields">
        <Field label={labels.order}>
          <Bidi text={order.code} />
        </Field>
        <Field label={labels.counter}>
          <Bidi text={order.counter} />
        </Field>
        <Field label={labels.orderDate}>
          <Bidi text={formatDate(order.confirmedAt ?? order.createdAt)} />
        </Field>
        {order.desiredDeliveryDate && (
          <Field label={labels.deliveryDate}>
            <Bidi text={formatDate(order.desiredDeliveryDate)} />
          </Field>
        )}
        {order.collectedAt && (
          <Field label={labels.collectedAt}>
            <Bidi text={formatDate(order.collectedAt)} />
          </Field>
        )}
        <Field label={labels.customer}>
          <Bidi text={`${order.customerName} (${order.customerCode})`} />
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
                <Bidi text={arabic ? line.descriptionAr : line.description} />
                {line.isGift && <span className="od-gift"> ({labels.gift})</span>}
              </td>
              <td className="od-col-num">
                <BilledQuantity line={line} preparationStatus={order.preparationStatus} outOf={labels.outOf} />
              </td>
              <td className="od-col-unit">{unitLabel(line.unitCode, language)}</td>
              <td className="od-col-num">
                <Bidi text={formatNumber(line.unitPrice, 2)} />
              </td>
              <td className="od-col-num">
                <Bidi text={formatNumber(line.totalAmountTTC, 2)} />
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
        {copies > 1 && (
          <div>
            <Bidi text={labels.copy(index, copies)} />
          </div>
        )}
      </footer>
    </section>
  );
  return <>{Array.from({ length: copies }, (_, index) => copy(index + 1))}</>;
}
