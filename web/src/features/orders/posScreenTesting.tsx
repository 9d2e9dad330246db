import { Level, Permission } from '@console/schema';
import type { ComponentType } from 'react';
import { AssignmentsDialogContext, type AssignmentsDialogProps } from '../../kit/assignmentsDialog.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import type { PosArticle, PosOrder } from './basket.ts';
import OrderEditorPage from './OrderEditorPage.tsx';
import PointOfSalePage from './PointOfSalePage.tsx';
import { posArticle, posOrder } from './posTesting.ts';

type Args = Record<string, unknown>;

/** Customer 33 of a channel that controls stock and lets the agent change prices. */
export const posCustomer = (channel: Record<string, unknown> = {}, change: Record<string, unknown> = {}) => ({
  customerId: 33,
  code: 'CL000033',
  name: 'Sara Benani',
  phoneNumber: '0612345678',
  contactName: null,
  paymentModeId: null,
  warehouseId: 1,
  warehouseName: 'Casablanca',
  channel: { channelId: 1, channelCode: 'GROS', channelName: 'Gros', ctrlStock: true, cutOff: '16:00', deliveryFrom: 1, deliveryTo: 5, minBasket: 0, allowModifPrice: false, ...channel },
  ...change,
});

/** Nine articles: ART502 first (12 in stock), then ART503… */
export const nineArticles = (first: Partial<PosArticle> = {}): PosArticle[] => [
  posArticle(first),
  ...Array.from({ length: 8 }, (_, index) => posArticle({ articleId: 503 + index, code: `ART${503 + index}`, commercialDesignation: `Article ${503 + index}` })),
];

export const saveResult = (order: PosOrder, stockShortage = false) => ({ ok: true, errors: [], stockShortage, order });

export interface PosCalls {
  created: Args[];
  updated: Args[];
  confirmed: Args[];
  cancelled: Args[];
  reopened: Args[];
}

export interface PosScreenOptions {
  url?: string;
  customer?: unknown;
  draft?: PosOrder | null;
  order?: PosOrder | null;
  articles?: PosArticle[];
  /** The server's answers; by default each save answers the order with the lines sent. */
  create?: (args: Args) => unknown;
  update?: (args: Args) => unknown;
  confirm?: (args: Args) => unknown;
  /** The editor's reopen; by default the order as an open basket. */
  reopen?: (args: Args) => unknown;
  /** The signed-in user's grants; by default the agent's (point of sale, orders, calls). */
  permissions?: Readonly<Record<number, readonly number[]>>;
  /** The app shell's assignments dialog; none by default (« Mes appels » then goes to /calls). */
  assignmentsDialog?: ComponentType<AssignmentsDialogProps>;
}

type LineInput = { articleId: number; quantity: number; orderLineId?: number };

/** The order 70 the server would answer for the lines sent. */
export function orderOf(lines: LineInput[], change: Partial<PosOrder> = {}): PosOrder {
  const base = posOrder();
  return posOrder({
    orderLines: lines.map((line, index) => ({ ...base.orderLines[0]!, orderLineId: 9001 + index, articleId: line.articleId, articleCode: `ART${line.articleId}`, quantity: line.quantity, totalAmountTTC: 9.9 * line.quantity })),
    ...change,
  });
}

const linesOf = (args: Args) => (args.input as { lines: LineInput[] }).lines;

/** The point of sale (`/orders/pos`) or the editor (a url under `/orders/catalog/`) over mocked resolvers. */
export function openPosScreen(options: PosScreenOptions = {}) {
  const calls: PosCalls = { created: [], updated: [], confirmed: [], cancelled: [], reopened: [] };
  const url = options.url ?? '/orders/pos?customerId=33';
  const editor = url.startsWith('/orders/catalog/');
  const articles = options.articles ?? nineArticles();
  // The editor's order as the server holds it: a reopen changes it.
  let current = options.order ?? null;
  const screenElement = editor ? <OrderEditorPage /> : <PointOfSalePage />;
  const element = options.assignmentsDialog ? <AssignmentsDialogContext.Provider value={options.assignmentsDialog}>{screenElement}</AssignmentsDialogContext.Provider> : screenElement;
  const page = renderScreen(element, {
    path: editor ? '/orders/catalog/:orderId' : '/orders/pos',
    url,
    permissions: options.permissions ?? { [Permission.POINT_OF_SALE]: [Level.CREATE], [Permission.ORDERS]: [Level.CREATE], [Permission.CALLS]: [Level.READ] },
    resolvers: () => ({
      Query: {
        posCustomer: () => options.customer ?? posCustomer(),
        posCustomers: () => [options.customer ?? posCustomer()],
        draftOrder: () => options.draft ?? null,
        order: () => current,
        posCatalog: () => ({ count: 20, items: articles }),
        posFamilies: () => [{ id: 1, name: 'Crèmerie' }],
        posBrands: () => [{ id: 7, name: 'Centrale' }],
        deliveryOptions: () => ({
          minDate: '2026-03-02',
          maxDate: '2026-03-09',
          desiredDeliveryDate: '2026-03-03',
          deliverySlotId: 4,
          slots: [{ deliverySlotId: 4, warehouseId: 1, startHour: '08:00', endHour: '12:00' }],
        }),
        paymentModes: () => [
          { paymentModeId: 100, title: 'ESP' },
          { paymentModeId: 101, title: 'TPE' },
        ],
        orderHistory: () => ({ count: 0, items: [] }),
      },
      Mutation: {
        createOrder: (_: unknown, args: Args) => {
          calls.created.push(args);
          return options.create ? options.create(args) : saveResult(orderOf(linesOf(args)));
        },
        updateOrder: (_: unknown, args: Args) => {
          calls.updated.push(args);
          return options.update ? options.update(args) : saveResult(orderOf(linesOf(args)));
        },
        confirmOrder: (_: unknown, args: Args) => {
          calls.confirmed.push(args);
          return options.confirm ? options.confirm(args) : { ok: true, errors: [], confirmed: true, order: posOrder({ orderStatusId: 2, orderStatusName: 'Confirmée' }) };
        },
        reopenOrder: (_: unknown, args: Args) => {
          calls.reopened.push(args);
          const answer = options.reopen ? options.reopen(args) : saveResult(posOrder());
          if (answer && typeof answer === 'object' && 'order' in answer && answer.order) current = answer.order as PosOrder;
          return answer;
        },
        cancelDraftOrder: (_: unknown, args: Args) => {
          calls.cancelled.push(args);
          return { ok: true, errors: [] };
        },
      },
    }),
  });
  return { page, calls };
}
