import { describe, expect, it } from 'vitest';
import { businessClock, CallMessages, OrderMessages } from '@console/schema';
import { backends, codeOf, signedInStack } from './stack.ts';

interface Outcome {
  ok: boolean;
  errors: { field: string; message: string }[];
}
interface Assignment {
  userAssignmentAgentCcId: number;
  agentId: number;
  customer: { code: string; name: string };
  contacted: boolean;
  callable: boolean;
  lastAssignmentResponse: { typeName: string; callbackDate: string | null; comment: string } | null;
}

const day = (offset: number) => new Date(Date.parse(`${businessClock().date}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

const LIST = /* GraphQL */ `
  query($date: String!) {
    callAssignments(date: $date) {
      userAssignmentAgentCcId agentId contacted callable
      customer { code name phoneNumber contactName channelName }
      lastAssignmentResponse { typeName detailName callbackDate comment createdAt }
    }
  }
`;
const RESPOND = /* GraphQL */ `
  mutation($input: AssignmentResponseInput!) {
    respondToAssignment(input: $input) { ok errors { field message } assignment { userAssignmentAgentCcId contacted lastAssignmentResponse { typeName callbackDate comment } } }
  }
`;

/** The calls screen and the channel parameters through the gateway, on the demo data. */
describe.each(backends)('calls and channel parameters on %s', (backend) => {
  const suite = signedInStack({ backend }, ['agent', 'admin']);
  const list = async (date: string) => (await suite.as<{ callAssignments: Assignment[] }>('agent', LIST, { date })).data!.callAssignments;

  it('serves the call log through the gateway, with its filters, to permission 23 only', async () => {
    const LOG = /* GraphQL */ `
      query($range: CallRange, $state: CallState, $rows: Int, $search: String) {
        callLog(dateRangeType: $range, callState: $state, numberOfRows: $rows, searchFilter: $search) {
          callRecordId startedAt answered durationSeconds callerId destination extension agent { userId name } customer { customerId code name }
        }
      }
    `;
    type Call = { answered: boolean; callerId: string; agent: { name: string } | null; customer: { name: string } | null };
    const week = (await suite.as<{ callLog: Call[] }>('agent', LOG, { range: 'LastSevenDays', state: 'OnlyUnanswered', rows: 20 })).data!.callLog;
    expect(week).toHaveLength(20);
    expect(week.filter((call) => call.answered)).toEqual([]);
    expect(week.filter((call) => call.agent === null)).toEqual([]);
    const salma = (await suite.as<{ callLog: Call[] }>('agent', LOG, { range: 'LastSevenDays', search: 'bennani', rows: 5000 })).data!.callLog;
    expect(salma.length).toBeGreaterThan(0);
    expect(salma.filter((call) => call.agent?.name !== 'Salma Bennani' && !call.customer?.name.toLowerCase().includes('bennani'))).toEqual([]);
    const refused = await suite.as('agent', LOG, { range: 'NextYear' });
    expect(refused.errors?.[0]?.message).toMatch(/CallRange/);
  });

  it("lists the agent's assignments of today, records a call, and the list shows it", async () => {
    const today = await list(day(0));
    expect(today).toHaveLength(25);
    const row = today.find((candidate) => candidate.lastAssignmentResponse === null)!;
    const input = { userAssignmentAgentCcId: row.userAssignmentAgentCcId, assignmentResponseTypeId: 3, callbackDate: day(1), comment: 'x'.repeat(45) };
    const refused = (await suite.as<{ respondToAssignment: Outcome }>('agent', RESPOND, { input })).data!.respondToAssignment;
    expect(refused).toMatchObject({ ok: false, errors: [{ field: 'comment', message: 'vous ne pouvez pas dépasser 44 caractères' }] });

    const answer = await suite.as<{ respondToAssignment: Outcome & { assignment: Assignment } }>('agent', RESPOND, { input: { ...input, comment: 'Rappeler demain matin' } });
    expect(answer.data!.respondToAssignment).toMatchObject({
      ok: true,
      assignment: { contacted: true, lastAssignmentResponse: { typeName: 'Rappeler', callbackDate: day(1), comment: 'Rappeler demain matin' } },
    });
    const after = (await list(day(0))).find((candidate) => candidate.userAssignmentAgentCcId === row.userAssignmentAgentCcId)!;
    expect(after).toMatchObject({ contacted: true, callable: true, lastAssignmentResponse: { typeName: 'Rappeler' } });
    const read = await suite.as<{ callAssignment: Assignment }>('agent', `query($id: Int!) { callAssignment(userAssignmentAgentCcId: $id) { lastAssignmentResponse { typeName } } }`, {
      id: row.userAssignmentAgentCcId,
    });
    expect(read.data!.callAssignment.lastAssignmentResponse?.typeName).toBe('Rappeler');
  });

  it("refuses a past day's call that can no longer be made, and a date out of range", async () => {
    const closed = (await list(day(-1))).find((row) => !row.callable)!;
    const answer = await suite.as('agent', RESPOND, { input: { userAssignmentAgentCcId: closed.userAssignmentAgentCcId, assignmentResponseTypeId: 2, comment: '' } });
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.extensions?.serverMessages).toEqual([CallMessages.notCallable]);
    expect(codeOf(await suite.as('agent', LIST, { date: day(6) }))).toBe('BAD_USER_INPUT');
  });

  it('offers the response types and the details of a type', async () => {
    const answer = await suite.as<{ assignmentResponseTypes: { name: string }[]; assignmentResponseTypeDetails: { name: string }[] }>(
      'agent',
      `{ assignmentResponseTypes { assignmentResponseTypeId name } assignmentResponseTypeDetails(responseTypeId: 6) { assignmentResponseTypeDetailId name } }`,
    );
    expect(answer.data!.assignmentResponseTypes).toHaveLength(7);
    expect(answer.data!.assignmentResponseTypeDetails.map((detail) => detail.name)).toEqual(['Injoignable', 'Occupé', 'A activer plus tard', 'Hors cible', "En attente d'informations"]);
  });

  it("saves a channel's parameters with the seed's field errors; an agent may not", async () => {
    const save = `mutation($input: ChannelParametersInput!) { saveChannelParameters(input: $input) { ok errors { field message } parameters { channelId cutOff deliveryFrom deliveryTo minBasket } } }`;
    const input = { channelId: 2, ctrlStock: true, cutOff: '14:00', deliveryFrom: 3, deliveryTo: 2, minBasket: 0, allowModifPrice: false };
    const refused = (await suite.as<{ saveChannelParameters: Outcome }>('admin', save, { input })).data!.saveChannelParameters;
    expect(refused).toEqual({
      ok: false,
      errors: [
        { field: 'deliveryFrom', message: OrderMessages.deliveryNumbersError },
        { field: 'minBasket', message: OrderMessages.minBasketError },
      ],
      parameters: null,
    });
    const saved = (await suite.as<{ saveChannelParameters: Outcome }>('admin', save, { input: { ...input, deliveryFrom: 1, minBasket: 150 } })).data!.saveChannelParameters;
    expect(saved).toMatchObject({ ok: true, parameters: { channelId: 2, cutOff: '14:00', deliveryFrom: 1, deliveryTo: 2, minBasket: 150 } });
    const listed = await suite.as<{ channelParameters: { channelId: number; minBasket: number }[] }>('admin', `{ channelParameters { channelId channelName minBasket } }`);
    expect(listed.data!.channelParameters.find((row) => row.channelId === 2)?.minBasket).toBe(150);
    expect(codeOf(await suite.as('agent', `{ channelParameters { channelId } }`))).toBe('FORBIDDEN');
  });
});
