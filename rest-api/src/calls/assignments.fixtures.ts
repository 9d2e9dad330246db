/** For the calls route tests: the answer's shape and the Morocco days around today. */
import { businessClock } from '@console/schema';

export interface Assignment {
  userAssignmentAgentCcId: number;
  agentId: number;
  agentName: string;
  customer: { customerId: number; code: string; name: string; phoneNumber: string | null; contactName: string | null; channelName: string | null };
  assignmentDate: string;
  contacted: boolean;
  lastAssignmentResponse: {
    assignmentResponseTypeId: number;
    typeName: string;
    assignmentResponseTypeDetailId: number | null;
    detailName: string | null;
    callbackDate: string | null;
    rectifNumber: string | null;
    comment: string;
  } | null;
  callable: boolean;
}

/** The Morocco day `offset` days from today. */
export const day = (offset: number) => new Date(Date.parse(`${businessClock().date}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
