import { lazy } from 'react';
import type { Screen } from '../../../kit/screens.ts';

const PreparationBoardPage = lazy(() => import('./PreparationBoardPage.tsx'));

/** The public preparation board (seed 002): no menu entry, no sign-in. */
export const boardScreens: readonly Screen[] = [{ path: '/screen/preparation/:lng/:warehouseId', access: 'public', component: PreparationBoardPage }];
