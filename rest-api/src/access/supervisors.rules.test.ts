import { describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import { INVALID_VALUE } from '../http/validation.ts';
import { AdminMessages } from './messages.ts';
import { batchSupervisor, nonAgentErrors } from './supervisors.rules.ts';

describe('supervisor agent rules', () => {
  it('takes the supervisor from the query, else from the rows', () => {
    expect(batchSupervisor(3, [{ AgentCcId: 10 }])).toEqual({ supervisorId: 3 });
    expect(batchSupervisor(undefined, [{ AgentCcId: 10 }, { SupervisorId: 4, AgentCcId: 11 }])).toEqual({ supervisorId: 4 });
  });

  it('requires a supervisor, and the same one on every row naming one', () => {
    expect(batchSupervisor(undefined, [])).toEqual({ errors: { supervisorId: Messages.requiredField } });
    expect(batchSupervisor(3, [{ SupervisorId: 3, AgentCcId: 10 }, { SupervisorId: 4, AgentCcId: 11 }])).toEqual({
      errors: { '1.SupervisorId': INVALID_VALUE },
    });
  });

  it('reports the first row whose user is not a call-centre agent', () => {
    expect(nonAgentErrors([10, 11], new Set([10, 11]))).toBeNull();
    expect(nonAgentErrors([10, 12, 13], new Set([10]))).toEqual({ '1.AgentCcId': AdminMessages.notAnAgent });
  });
});
