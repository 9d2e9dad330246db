import type { RestDomain } from '../domain.ts';
import { selectionsDemoData } from './demo-data.ts';
import { registerSelectionRoutes } from './selections.routes.ts';

/** Selections and sub-selections of articles, and the article chooser (seed 001 sections 2, 3, 5, 7). */
export const selectionsDomain: RestDomain = {
  name: 'selections',
  routes(app, services) {
    registerSelectionRoutes(app, services);
  },
  demoData: [selectionsDemoData],
};
