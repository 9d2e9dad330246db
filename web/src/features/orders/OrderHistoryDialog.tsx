/** The order history dialog lives in the kit (the calls feature opens it too); the point of sale imports it from here. */
export { OrderHistoryDialog } from '../../kit/OrderHistoryDialog.tsx';
