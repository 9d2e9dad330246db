/** The call qualification's response types and their details (seed 001 section 4), loaded in every database. */
import { ResponseType } from '@console/schema';
import type { Executor } from '../db/db.ts';
import { insertRows, type DemoData } from '../db/demo-data.ts';

/** Ids fixed by `ResponseType` (schema/src/calls.ts); the names are ours. */
const responseTypes: [id: number, name: string][] = [
  [ResponseType.ORDER_PLACED, 'Commande passée'],
  [ResponseType.NO_NEED, 'Pas de besoin'],
  [ResponseType.CALL_BACK, 'Rappeler'],
  [ResponseType.WRONG_NUMBER, 'Numéro erroné'],
  [ResponseType.REFUSED, 'Refus'],
  [ResponseType.NOT_REACHED, 'Non joignable'],
  [ResponseType.NOT_ANSWERED, 'Pas de réponse'],
];

/** Refusal reasons (ours) take 1-4 so the seed's non-reached reasons keep their ids 5-9. */
const details: [id: number, typeId: number, name: string][] = [
  [1, ResponseType.REFUSED, 'Prix trop élevés'],
  [2, ResponseType.REFUSED, 'Stock suffisant'],
  [3, ResponseType.REFUSED, 'Fournisseur concurrent'],
  [4, ResponseType.REFUSED, 'Insatisfait du service'],
  [5, ResponseType.NOT_REACHED, 'Injoignable'],
  [6, ResponseType.NOT_REACHED, 'Occupé'],
  [7, ResponseType.NOT_REACHED, 'A activer plus tard'],
  [8, ResponseType.NOT_REACHED, 'Hors cible'],
  [9, ResponseType.NOT_REACHED, "En attente d'informations"],
];

async function load(tx: Executor) {
  await tx.query(
    `insert into assignment_response_types (assignment_response_type_id, name)
     select * from unnest($1::int[], $2::text[]) on conflict do nothing`,
    [responseTypes.map(([id]) => id), responseTypes.map(([, name]) => name)],
  );
  await insertRows(tx, 'assignment_response_type_details', ['assignment_response_type_detail_id', 'assignment_response_type_id', 'name'], details);
}

export const callsReferenceData: DemoData = { name: 'calls-reference.v1', load };
