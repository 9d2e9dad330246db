/** REST paths of the calls domain (seed 001 section 7, "Calls"): the OpenAPI document's templates. */
export const callPaths = {
  assignments: '/api/tsp/assignments/agentcc',
  assignment: '/api/tsp/assignments/agentcc/{id}',
  responseTypes: '/api/tsp/qualifications/types',
  responseTypeDetails: '/api/tsp/qualifications/details',
  responses: '/api/tsp/responses',
  callLog: '/api/calls/log',
} as const;
