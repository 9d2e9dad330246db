import { skipToken, useQuery } from '@apollo/client/react';
import { Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PosCustomerDocument, PosDraftOrderDocument } from '../../generated/graphql.ts';
import { kitTexts } from '../../kit/texts.ts';
import { OrderWorkspace } from './OrderWorkspace.tsx';
import { posTexts as texts } from './posTexts.ts';

/** A positive integer of the query string, or null. */
function idParam(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * `/orders/pos`: the call centre's point of sale. `?customerId=&assignmentId=` (from the calls page) preselects the
 * customer and records the call's outcome when the order is confirmed. Choosing a customer resumes their open basket.
 */
export default function PointOfSalePage() {
  // The URL holds the customer (and the call), so a reload or Back shows the same basket.
  const [params, setParams] = useSearchParams();
  const customerId = idParam(params.get('customerId'));
  const assignmentId = idParam(params.get('assignmentId'));
  const [round, setRound] = useState(0);
  const customer = useQuery(PosCustomerDocument, customerId === null ? skipToken : { variables: { customerId } });
  // An open basket changes outside this screen (confirmed, cancelled, another agent): always ask.
  const draft = useQuery(PosDraftOrderDocument, customerId === null ? skipToken : { variables: { customerId }, fetchPolicy: 'network-only' });
  const loading = customerId !== null && (customer.loading || draft.loading || !customer.data || !draft.data);

  if (loading) return <Spinner label={kitTexts.loading} />;
  return (
    <OrderWorkspace
      key={`${round}-${customerId ?? 'none'}`}
      title={texts.posTitle}
      customer={customerId === null ? null : (customer.data?.posCustomer ?? null)}
      order={customerId === null ? null : (draft.data?.draftOrder ?? null)}
      onChooseCustomer={(id) => setParams(id === null ? {} : { customerId: String(id) })}
      assignmentId={assignmentId ?? undefined}
      debounceMs={0}
      onDone={() => {
        setParams({}, { replace: true });
        setRound((value) => value + 1);
      }}
    />
  );
}
