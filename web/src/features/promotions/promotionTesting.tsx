import { Level, Permission } from '@console/schema';
import { fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '../../testing/renderScreen.tsx';
import PromotionPage from './PromotionPage.tsx';

type Args = Record<string, unknown>;

/** A saved promotion: kind 4 (ranges), brand criterion with one entry, one range with a gift, customer segment criterion. */
export const promotionRow = (change: Record<string, unknown> = {}) => ({
  promotionId: 7,
  code: 'PALIER7',
  description: 'Paliers Danone',
  promoType: 4,
  canalType: 4,
  dateFrom: '2026-03-01',
  dateTo: '2026-03-31',
  promoValue: 0,
  discountType: 1,
  percentOrAmountDiscount: 1,
  flash: false,
  startHour: '00:00',
  endHour: '00:00',
  active: true,
  multiLine: false,
  customerCriteria: 1,
  articleCriteria: 2,
  channelIds: [1],
  warehouseIds: [],
  articles: [
    {
      promotionArticleId: 71,
      itemId: 11,
      title: 'BR1',
      description: 'Danone',
      ranges: [{ promotionRangeId: 711, from: 10, to: 20, discountValue: 5, gifts: [{ promotionGiftId: 7111, articleId: 501, articleCode: 'ART501', articleDescription: 'Yaourt', quantity: 1, maxQuantity: 3 }] }],
    },
  ],
  customers: [{ promotionCustomerId: 72, itemId: 21, code: 'SEG1', name: 'Épiceries' }],
  ranges: [],
  multilineGifts: [],
  createdAt: '2026-02-01',
  ...change,
});

export interface EditorCalls {
  created: Args[];
  updated: Args[];
  simulated: Args[];
  customerLookups: Args[];
  giveawayChecks: Args[];
}

/** What the giveaway check answers unless told: nothing given away. */
const NO_GIVEAWAYS = { count: 0, articles: [] };

/** The editor at `/promotion/<id>` over mocked resolvers; `calls` receives the mutations' and the simulator's arguments. */
export function openEditor({
  id = 'new',
  promotion = promotionRow(),
  mutation,
  simulation,
  giveaways = NO_GIVEAWAYS,
}: { id?: string; promotion?: unknown; mutation?: (args: Args) => unknown; simulation?: unknown; giveaways?: unknown } = {}) {
  const calls: EditorCalls = { created: [], updated: [], simulated: [], customerLookups: [], giveawayChecks: [] };
  const answer = (list: Args[]) => (_: unknown, args: Args) => {
    list.push(args);
    return mutation ? mutation(args) : { ok: true, errors: [], promotion };
  };
  const page = renderScreen(<PromotionPage />, {
    path: '/promotion/:id',
    url: `/promotion/${id}`,
    permissions: { [Permission.PROMOTIONS]: [Level.CREATE, Level.EDIT] },
    resolvers: () => ({
      Query: {
        promotion: () => promotion,
        channels: () => ({ count: 2, items: [{ channelId: 1, code: 'GROS', name: 'Gros' }, { channelId: 2, code: 'DET', name: 'Détail' }] }),
        customerWarehouses: () => [{ warehouseId: 3, code: 'CAS', localisation: 'Casablanca' }],
        promotionCriterionItems: (_: unknown, args: Args) =>
          args.kind === 'ARTICLE' ? [{ itemId: 12, code: 'BR2', name: 'Centrale' }] : [{ itemId: 22, code: 'SEG2', name: 'Superettes' }],
        chooserArticles: () => ({ count: 1, items: [{ articleId: 502, code: 'ART502', descriptionLong: 'Lait 1 L' }] }),
        promotionSimulationCustomers: (_: unknown, args: Args) => {
          calls.customerLookups.push(args);
          return [{ itemId: 33, code: 'CL000033', name: 'Sara Benani' }];
        },
        simulatePromotion: (_: unknown, args: Args) => {
          calls.simulated.push(args);
          return simulation;
        },
        promotionGiveaways: (_: unknown, args: Args) => {
          calls.giveawayChecks.push(args);
          return giveaways;
        },
      },
      Mutation: { createPromotion: answer(calls.created), updatePromotion: answer(calls.updated) },
    }),
  });
  return { page, calls };
}

/** Chooses an option of a Fluent dropdown by its label. */
export async function choose(label: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

/** Types into a lookup and picks the first option matching `option` (after the 500 ms debounce). */
export async function lookUp(label: string, text: string, option: RegExp) {
  const input = screen.getByRole('combobox', { name: label });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.click(await screen.findByRole('option', { name: option }, { timeout: 3000 }));
}
