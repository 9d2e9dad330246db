/** The public preparation board (seed 002): the board now, and live (board-poll.ts). */
import type { Resolvers } from '../generated/resolvers.ts';
import type { PreparationBoardState } from '../live/events.ts';
import { boardPaths, publicBoard } from './board-poll.ts';
import { gatewayError } from '../rest/errors.ts';

export const boardResolvers: Resolvers = {
  Query: {
    preparationBoard: async (_parent, { warehouseId }, { rest }) => {
      const answer = await rest.get(boardPaths.board, { query: { warehouseId } });
      if (!answer) throw gatewayError('NOT_FOUND');
      return publicBoard(answer.data);
    },
  },
  Subscription: {
    preparationBoard: {
      // Public: guardSubscriptions lets it through without a session (security/access.ts).
      subscribe: (_parent, { warehouseId }, { preparationBoards }) => preparationBoards.watch(warehouseId),
      resolve: (board: PreparationBoardState) => board,
    },
  },
};
