/** Bloc algorithms (seed 002): 1 is manual (articles picked by hand); 2–5 compute their articles. */
const COMPUTED_ALGORITHMS: Readonly<Record<number, string>> = {
  2: 'Tops ventes',
  3: 'Recommendations',
  4: 'Autonome 2021',
  5: 'Vos favoris',
};

/** Whether a bloc's articles are chosen by hand: manual, or an algorithm id the console does not know (seed 002). */
export function picksArticles(algorithmId: string): boolean {
  if (algorithmId === '') return false;
  return COMPUTED_ALGORITHMS[Number(algorithmId)] === undefined;
}

/** The note shown instead of the chooser for a computed algorithm. */
export function computedNote(algorithmId: string, name: string | undefined): string {
  const label = name ?? COMPUTED_ALGORITHMS[Number(algorithmId)] ?? '';
  return `Les articles de ce bloc sont calculés par l'algorithme « ${label} » : il n'y a pas d'articles à choisir.`;
}
