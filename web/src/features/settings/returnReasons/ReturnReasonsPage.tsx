import { Level, Permission } from '@console/schema';
import { DeleteReturnReasonDocument, ReturnReasonsDocument, type ReturnReasonsQuery } from '../../../generated/graphql.ts';
import type { Column } from '../../../kit/DataTable.tsx';
import { ListPage, keywordFilter } from '../../../kit/ListPage.tsx';
import { useDeleteMutation } from '../../../kit/useDeleteMutation.ts';

type ReturnReasonRow = ReturnReasonsQuery['returnReasons']['items'][number];

const read = (data: ReturnReasonsQuery) => data.returnReasons;
const deleted = (data: { deleteReturnReason: boolean }) => data.deleteReturnReason;
const evicted = (variables: { reasonReturnId: number }) => ({ __typename: 'ReturnReason', reasonReturnId: variables.reasonReturnId });

const columns: Column<ReturnReasonRow>[] = [
  { id: 'id', header: 'Id', cell: (reason) => reason.reasonReturnId, width: '70px' },
  { id: 'name', header: 'Nom', cell: (reason) => reason.name, minWidth: 200 },
  { id: 'description', header: 'Description', cell: (reason) => reason.description, minWidth: 240, priority: 2 },
];

/** /reasonreturns/ (permission 17): id, name, description; new at level 3, edit at 4, delete at 5 (seed 002). */
export default function ReturnReasonsPage() {
  const del = useDeleteMutation(DeleteReturnReasonDocument, deleted, evicted);
  return (
    <ListPage
      title="Motifs de retour"
      permission={Permission.RETURN_REASONS}
      query={ReturnReasonsDocument}
      variables={({ page, take, filters }) => ({ page, take, keyword: keywordFilter(filters) })}
      read={read}
      rowKey={(reason) => reason.reasonReturnId}
      columns={columns}
      rowHref={(reason) => `/reasonreturns/${reason.reasonReturnId}`}
      openLevels={[Level.EDIT]}
      add={{ href: '/reasonreturns/new', label: 'Nouveau motif' }}
      remove={{ run: (reason) => del.remove({ reasonReturnId: reason.reasonReturnId }) }}
    />
  );
}
