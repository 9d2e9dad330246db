import { useQuery } from '@apollo/client/react';
import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { Checkmark20Regular } from '@fluentui/react-icons';
import { useEffect, useMemo, useState } from 'react';
import { CallCentreAgentsDocument, SaveSupervisorAgentsDocument, type CallCentreAgentsQuery } from '../../../generated/graphql.ts';
import { Section } from '../../../kit/DetailLayout.tsx';
import { errorMessages } from '../../../kit/errors.ts';
import { TransferList } from '../../../kit/TransferList.tsx';
import { sameKeys } from '../../../kit/transfer.ts';
import { useAppMutation } from '../../../kit/useAppMutation.ts';
import { fullName } from './common.ts';

type Agent = CallCentreAgentsQuery['callCentreAgents'][number];
const keyOf = (agent: Agent) => agent.userId;
const labelOf = (agent: Agent) => fullName(agent);
const detailOf = (agent: Agent) => agent.email;

/**
 * A supervisor's call-centre agents (user type 6): agents of another supervisor are not offered;
 * the confirm replaces the supervisor's agents.
 */
export function SupervisorAgentsSection({ supervisorId }: { supervisorId: number }) {
  const { data, loading, error, refetch } = useQuery(CallCentreAgentsDocument, { fetchPolicy: 'cache-and-network' });
  const save = useAppMutation(SaveSupervisorAgentsDocument);
  const offered = useMemo(
    () => (data?.callCentreAgents ?? []).filter((agent) => agent.supervisorId === null || agent.supervisorId === undefined || agent.supervisorId === supervisorId),
    [data, supervisorId],
  );
  const assigned = useMemo(() => offered.filter((agent) => agent.supervisorId === supervisorId), [offered, supervisorId]);
  const [chosen, setChosen] = useState<Agent[]>(assigned);
  useEffect(() => setChosen(assigned), [assigned]);
  const changed = !sameKeys(chosen, assigned, keyOf);

  const confirm = async () => {
    const outcome = await save.run({ supervisorId, agentIds: chosen.map(keyOf) });
    if (outcome.ok) await refetch();
  };

  return (
    <Section
      title="Agents du centre d'appel"
      testId="supervisor-agents"
      actions={
        <Button
          appearance="primary"
          icon={save.loading ? <Spinner size="tiny" /> : <Checkmark20Regular />}
          disabled={!changed || save.loading}
          onClick={() => void confirm()}
        >
          Confirmer
        </Button>
      }
    >
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{errorMessages(error).join(' ')}</MessageBarBody>
        </MessageBar>
      )}
      <TransferList
        label="Agents"
        items={offered}
        value={chosen}
        onChange={setChosen}
        keyOf={keyOf}
        labelOf={labelOf}
        detailOf={detailOf}
        availableTitle="Agents disponibles"
        chosenTitle="Agents affectés"
        loading={loading && !data}
        disabled={save.loading}
      />
    </Section>
  );
}
