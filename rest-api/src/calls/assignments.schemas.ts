/** JSON schemas of the calls routes (they make the OpenAPI document). */
import { ASSIGNMENT_DAYS_AHEAD, ASSIGNMENT_DAYS_BACK, ASSIGNMENT_LIST_LIMIT, Limits } from '@console/schema';
import { idField } from '../http/schemas.ts';

const integer = { type: 'integer' } as const;
const text = { type: 'string' } as const;
const nullableText = { type: 'string', nullable: true } as const;
const nullableInteger = { type: 'integer', nullable: true } as const;
const day = { type: 'string', format: 'date', description: 'YYYY-MM-DD.' } as const;

export const assignmentQuerystring = {
  type: 'object',
  properties: {
    take: { type: 'integer', minimum: 1, description: `Rows per page; default 10, at most ${ASSIGNMENT_LIST_LIMIT} (larger values are clamped; the console sends ${ASSIGNMENT_LIST_LIMIT}).` },
    page: { type: 'integer', minimum: 1, description: '1-based page number; default 1.' },
    dateAssignment: {
      ...day,
      description: `The day (YYYY-MM-DD, Morocco), default today; from ${ASSIGNMENT_DAYS_BACK} days back to ${ASSIGNMENT_DAYS_AHEAD} ahead, else 400 \`{ dateAssignment }\`.`,
    },
    assignmentResponseTypeId: { ...idField, description: "The last response's type." },
    assignmentReponseTypeDetailId: { ...idField, description: "The last response's detail (the seeds' spelling)." },
    agentCcId: { ...idField, description: "One agent's assignments (ignored for an agent, who sees their own)." },
  },
} as const;

const responseSchema = {
  type: 'object',
  nullable: true,
  description: 'The last recorded response, null before the first call.',
  required: ['assignmentResponseId', 'assignmentResponseTypeId', 'typeName', 'assignmentResponseTypeDetailId', 'detailName', 'callbackDate', 'rectifNumber', 'comment', 'orderId', 'createdAt'],
  properties: {
    assignmentResponseId: integer,
    assignmentResponseTypeId: integer,
    typeName: text,
    assignmentResponseTypeDetailId: nullableInteger,
    detailName: nullableText,
    callbackDate: { ...nullableText, description: 'YYYY-MM-DD (type 3).' },
    rectifNumber: { ...nullableText, description: 'The number the customer gave instead (type 4).' },
    comment: text,
    orderId: { ...nullableInteger, description: 'The order confirmed from this call (type 1).' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const assignmentSchema = {
  type: 'object',
  required: ['userAssignmentAgentCcId', 'agentId', 'agentName', 'customer', 'assignmentDate', 'contacted', 'enabled', 'lastAssignmentResponse', 'callable'],
  properties: {
    userAssignmentAgentCcId: integer,
    agentId: integer,
    agentName: text,
    customer: {
      type: 'object',
      required: ['customerId', 'code', 'name', 'phoneNumber', 'contactName', 'channelName'],
      properties: { customerId: integer, code: text, name: text, phoneNumber: nullableText, contactName: nullableText, channelName: nullableText },
    },
    assignmentDate: day,
    contacted: { type: 'boolean' },
    enabled: { type: 'boolean' },
    lastAssignmentResponse: responseSchema,
    callable: { type: 'boolean', description: 'Today and later; a past day only when the last response is of type 3, 6 or 7 (Morocco date).' },
  },
} as const;

export const responseTypeSchema = {
  type: 'object',
  required: ['assignmentResponseTypeId', 'name'],
  properties: { assignmentResponseTypeId: integer, name: text },
} as const;

export const responseTypeDetailSchema = {
  type: 'object',
  required: ['assignmentResponseTypeDetailId', 'assignmentResponseTypeId', 'name'],
  properties: { assignmentResponseTypeDetailId: integer, assignmentResponseTypeId: integer, name: text },
} as const;

export const detailsQuerystring = {
  type: 'object',
  properties: { responseTypeId: { ...idField, description: 'The response type whose details are listed; absent: all.' } },
} as const;

export const responseBodySchema = {
  type: 'object',
  required: ['userAssignmentAgentCcId', 'assignmentResponseTypeId'],
  properties: {
    userAssignmentAgentCcId: idField,
    customerId: { ...idField, nullable: true, description: "The assignment's customer (checked when given)." },
    assignmentResponseTypeId: { ...idField, description: '1 to 7; 7 is "not answered" (no detail, empty comment, no date).' },
    assignmentResponseTypeDetailId: { ...idField, nullable: true, description: 'Types 5 and 6: required, one of the type’s details; ignored otherwise.' },
    callbackDate: { ...day, nullable: true, description: 'Type 3 without a detail: required, not before today.' },
    rectifNumber: { type: 'string', nullable: true, maxLength: Limits.phone, description: 'Type 4 without a detail: required.' },
    comment: { type: 'string', nullable: true, description: `At most ${Limits.comment} characters; not stored for type 7.` },
  },
} as const;
