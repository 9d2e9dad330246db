/** The call assignments' and responses' SQL; no decisions (assignments.rules.ts). `a` is user_assignments_agent_cc. */
import { AGENT_USER_TYPE_ID } from '@console/schema';
import type { Executor } from '../db/db.ts';
import { listPage } from '../db/paging.ts';
import { SqlParams } from '../db/sql.ts';
import type { ResponseFacts, ResponseWrite } from './assignments.rules.ts';

export interface AssignmentRow {
  userAssignmentAgentCcId: number;
  agentId: number;
  agentName: string;
  customer: { customerId: number; code: string; name: string; phoneNumber: string | null; contactName: string | null; channelName: string | null };
  assignmentDate: string;
  contacted: boolean;
  enabled: boolean;
  lastAssignmentResponse: {
    assignmentResponseId: number;
    assignmentResponseTypeId: number;
    typeName: string;
    assignmentResponseTypeDetailId: number | null;
    detailName: string | null;
    callbackDate: string | null;
    rectifNumber: string | null;
    comment: string;
    orderId: number | null;
    createdAt: string;
  } | null;
}

const ASSIGNMENT_COLUMNS = `a.user_assignment_agent_cc_id as "userAssignmentAgentCcId", a.agent_id as "agentId",
  (select ag.first_name || ' ' || ag.last_name from users ag where ag.user_id = a.agent_id) as "agentName",
  json_build_object('customerId', c.customer_id, 'code', c.code, 'name', cu.first_name || ' ' || cu.last_name,
    'phoneNumber', cu.phone_number, 'contactName', c.contact_name,
    'channelName', (select ch.name from channels ch where ch.channel_id = c.channel_id)) as customer,
  to_char(a.assignment_date, 'YYYY-MM-DD') as "assignmentDate", a.contacted, a.enabled,
  (select json_build_object('assignmentResponseId', r.assignment_response_id, 'assignmentResponseTypeId', r.assignment_response_type_id,
            'typeName', t.name, 'assignmentResponseTypeDetailId', r.assignment_response_type_detail_id, 'detailName', d.name,
            'callbackDate', to_char(r.callback_date, 'YYYY-MM-DD'), 'rectifNumber', r.rectif_number, 'comment', r.comment,
            'orderId', r.order_id, 'createdAt', r.created_at)
     from assignment_responses r
     join assignment_response_types t on t.assignment_response_type_id = r.assignment_response_type_id
     left join assignment_response_type_details d on d.assignment_response_type_detail_id = r.assignment_response_type_detail_id
    where r.assignment_response_id = a.last_response_id) as "lastAssignmentResponse"`;

const ASSIGNMENT_FROM = `user_assignments_agent_cc a
  join customers c on c.customer_id = a.customer_id
  join users cu on cu.user_id = c.user_id
  left join assignment_responses lr on lr.assignment_response_id = a.last_response_id`;

export interface AssignmentFilter {
  date: string;
  agentId?: number;
  responseTypeId?: number;
  responseTypeDetailId?: number;
  take?: number;
  page?: number;
}

/** A day's assignments, ordered by agent then customer code; the filters read the last response. */
export function listAssignmentRows(db: Executor, filter: AssignmentFilter) {
  const params = new SqlParams();
  const where = [`a.assignment_date = ${params.add(filter.date)}::date`, 'c.deleted_at is null'];
  if (filter.agentId !== undefined) where.push(`a.agent_id = ${params.add(filter.agentId)}`);
  if (filter.responseTypeId !== undefined) where.push(`lr.assignment_response_type_id = ${params.add(filter.responseTypeId)}`);
  if (filter.responseTypeDetailId !== undefined) where.push(`lr.assignment_response_type_detail_id = ${params.add(filter.responseTypeDetailId)}`);
  return listPage<AssignmentRow>(
    db,
    {
      select: ASSIGNMENT_COLUMNS,
      from: ASSIGNMENT_FROM,
      where,
      params,
      // The customer's code is its id behind CL (customer_code, migration 018): by the id, CL999999 comes before CL1000000.
      sortable: { agent: 'a.agent_id', code: 'c.customer_id' },
      defaultSort: 'code',
      tieBreaker: 'a.user_assignment_agent_cc_id',
    },
    { take: filter.take, page: filter.page },
  );
}

export async function loadAssignment(db: Executor, assignmentId: number): Promise<AssignmentRow | undefined> {
  const [row] = await db.query<AssignmentRow>(`select ${ASSIGNMENT_COLUMNS} from ${ASSIGNMENT_FROM} where a.user_assignment_agent_cc_id = $1`, [assignmentId]);
  return row;
}

export async function isAgent(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db.query<{ agent: boolean }>('select user_type_id = $2 as agent from users where user_id = $1', [userId, AGENT_USER_TYPE_ID]);
  return row?.agent ?? false;
}

/** The facts a response is decided on; the assignment is locked until the transaction ends (two calls answer in turn). */
export async function lockResponseFacts(tx: Executor, assignmentId: number, typeId: number, detailId: number | null): Promise<ResponseFacts> {
  const [assignment] = await tx.query<NonNullable<ResponseFacts['assignment']>>(
    `select a.agent_id as "agentId", a.customer_id as "customerId", to_char(a.assignment_date, 'YYYY-MM-DD') as "assignmentDate",
            (select r.assignment_response_type_id from assignment_responses r where r.assignment_response_id = a.last_response_id) as "lastResponseTypeId"
       from user_assignments_agent_cc a where a.user_assignment_agent_cc_id = $1 for update`,
    [assignmentId],
  );
  const [facts] = await tx.query<{ typeExists: boolean; detailTypeId: number | null }>(
    `select exists (select 1 from assignment_response_types where assignment_response_type_id = $1) as "typeExists",
            (select assignment_response_type_id from assignment_response_type_details where assignment_response_type_detail_id = $2) as "detailTypeId"`,
    [typeId, detailId],
  );
  return { assignment, ...facts };
}

/** Records the response and makes it the assignment's last; the assignment is then contacted. */
export async function insertResponse(tx: Executor, write: ResponseWrite, createdBy: number): Promise<void> {
  const [response] = await tx.query<{ id: number }>(
    `insert into assignment_responses (user_assignment_agent_cc_id, customer_id, assignment_response_type_id, assignment_response_type_detail_id,
                                       callback_date, rectif_number, comment, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning assignment_response_id as id`,
    [
      write.userAssignmentAgentCcId, write.customerId, write.assignmentResponseTypeId, write.assignmentResponseTypeDetailId,
      write.callbackDate, write.rectifNumber, write.comment, createdBy,
    ],
  );
  await tx.query('update user_assignments_agent_cc set contacted = true, last_response_id = $2 where user_assignment_agent_cc_id = $1', [
    write.userAssignmentAgentCcId,
    response.id,
  ]);
}

export function listResponseTypes(db: Executor) {
  return db.query<{ assignmentResponseTypeId: number; name: string }>(
    'select assignment_response_type_id as "assignmentResponseTypeId", name from assignment_response_types order by assignment_response_type_id',
  );
}

export function listResponseTypeDetails(db: Executor, responseTypeId: number | undefined) {
  return db.query<{ assignmentResponseTypeDetailId: number; assignmentResponseTypeId: number; name: string }>(
    `select assignment_response_type_detail_id as "assignmentResponseTypeDetailId", assignment_response_type_id as "assignmentResponseTypeId", name
       from assignment_response_type_details where $1::int is null or assignment_response_type_id = $1
      order by assignment_response_type_detail_id`,
    [responseTypeId ?? null],
  );
}
