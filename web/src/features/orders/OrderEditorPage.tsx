import { skipToken, useQuery } from '@apollo/client/react';
import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useParams } from 'react-router';
import { PosCustomerDocument, PosOrderDocument } from '../../generated/graphql.ts';
import { kitTexts } from '../../kit/texts.ts';
import { OrderWorkspace } from './OrderWorkspace.tsx';
import { posTexts as texts } from './posTexts.ts';

/** The editor's autosave waits for this pause in the changes. */
const AUTOSAVE_DELAY_MS = 400;

/**
 * `/orders/catalog/:orderId`: the point of sale's screen for one order. Each change saves itself (the open basket,
 * status 1), so a reload shows the saved lines; an order past that status opens read-only with its status.
 */
export default function OrderEditorPage() {
  const { orderId: param } = useParams();
  const orderId = Number(param);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const order = useQuery(PosOrderDocument, valid ? { variables: { orderId }, fetchPolicy: 'cache-and-network' } : skipToken);
  const loaded = order.data?.order ?? null;
  const customer = useQuery(PosCustomerDocument, loaded ? { variables: { customerId: loaded.customerId } } : skipToken);

  if (valid && (order.loading || (loaded && !customer.data)) && !(loaded && customer.data)) return <Spinner label={kitTexts.loading} />;
  if (!loaded) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{texts.orderNotFound}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <OrderWorkspace
      // A confirmation or a cancellation changes the status: the screen starts again from the order as it is now.
      key={`${loaded.orderId}-${loaded.orderStatusId}`}
      title={texts.editorTitle(loaded.code)}
      customer={customer.data?.posCustomer ?? null}
      order={loaded}
      debounceMs={AUTOSAVE_DELAY_MS}
      onDone={() => void order.refetch()}
    />
  );
}
