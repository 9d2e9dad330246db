import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Dropdown, Field, Option as FluentOption, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { Checkmark20Regular } from '@fluentui/react-icons';
import { Level, Permission } from '@console/schema';
import { useEffect, useMemo, useState } from 'react';
import {
  AssignUserChannelsDocument,
  AssignUserSectorsDocument,
  AssignmentChannelsDocument,
  AssignmentRegionsDocument,
  AssignmentSectorsDocument,
  UserAssignmentsDocument,
  type AssignmentChannelsQuery,
  type AssignmentSectorsQuery,
  type UserAssignmentsQuery,
} from '../../../generated/graphql.ts';
import { Section } from '../../../kit/DetailLayout.tsx';
import { useDocumentTitle } from '../../../kit/useDocumentTitle.ts';
import { LookupCombobox } from '../../../kit/LookupCombobox.tsx';
import { useOptions, type Option } from '../../../kit/options.ts';
import { TransferList } from '../../../kit/TransferList.tsx';
import { sameKeys } from '../../../kit/transfer.ts';
import { useAccess } from '../../../kit/useAccess.ts';
import { useAppMutation } from '../../../kit/useAppMutation.ts';
import { useLeaveGuard } from '../../../kit/useLeaveGuard.tsx';
import { anyUserLookup, userLookup, userTypeOptions } from './common.ts';

type Channel = AssignmentChannelsQuery['channels']['items'][number];
type Sector = AssignmentSectorsQuery['sectors']['items'][number];

const channelKey = (channel: Channel) => channel.channelId;
const channelLabel = (channel: Channel) => (channel.name ? `${channel.code} — ${channel.name}` : channel.code);
const sectorKey = (sector: Sector) => sector.sectorId;
const sectorLabel = (sector: Sector) => (sector.code ? `${sector.code} — ${sector.name}` : sector.name);

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1100px' },
  pickers: { display: 'flex', gap: tokens.spacingHorizontalXL, flexWrap: 'wrap', alignItems: 'flex-end' },
  select: { minWidth: '240px' },
  region: { minWidth: '200px' },
});

/** /user/parametres (permission 44): a user type, a user of that type, then their channels and sectors. */
export default function UserParametersPage() {
  const styles = useStyles();
  useDocumentTitle('Affectation des agents');
  const { options: types } = useOptions(userTypeOptions, {});
  const [userTypeId, setUserTypeId] = useState('');
  const [user, setUser] = useState<Option | null>(null);
  const lookup = useMemo(() => (userTypeId ? userLookup(Number(userTypeId)) : null), [userTypeId]);
  const typeLabel = types.find((type) => type.value === userTypeId)?.label ?? '';

  return (
    <section className={styles.page}>
      <Title2 as="h1">Affectation des agents</Title2>
      <Section title="Utilisateur">
        <div className={styles.pickers}>
          <Field label="Type d'utilisateur">
            <Dropdown
              className={styles.select}
              placeholder="Choisir un type"
              value={typeLabel}
              selectedOptions={userTypeId ? [userTypeId] : []}
              onOptionSelect={(_, data) => {
                setUserTypeId(data.optionValue ?? '');
                setUser(null);
              }}
            >
              {types.map((type) => (
                <FluentOption key={type.value} value={type.value}>
                  {type.label}
                </FluentOption>
              ))}
            </Dropdown>
          </Field>
          <LookupCombobox
            key={userTypeId}
            label="Utilisateur"
            source={lookup ?? anyUserLookup}
            disabled={!lookup}
            placeholder={lookup ? undefined : "Choisissez d'abord un type"}
            value={user}
            onChange={setUser}
            testId="assignment-user"
          />
        </div>
      </Section>
      {user && <Assignments key={user.value} userId={Number(user.value)} />}
    </section>
  );
}

function Assignments({ userId }: { userId: number }) {
  const styles = useStyles();
  const canAssign = useAccess({ permissions: [Permission.AGENT_ASSIGNMENT], levels: [Level.CREATE, Level.EDIT] });
  const { data: assigned, loading: loadingAssigned } = useQuery(UserAssignmentsDocument, { variables: { userId }, fetchPolicy: 'network-only' });
  const { cache } = useApolloClient();
  // A save answers the user's assignments after it: they replace the loaded ones, no reload.
  const assignedNow = (next: Partial<UserAssignmentsQuery>) => {
    if (assigned) cache.writeQuery({ query: UserAssignmentsDocument, variables: { userId }, data: { ...assigned, ...next } });
  };
  const { data: channelData, loading: loadingChannels } = useQuery(AssignmentChannelsDocument);
  const { data: regionData } = useQuery(AssignmentRegionsDocument);
  const [regionId, setRegionId] = useState('');
  const { data: sectorData, loading: loadingSectors } = useQuery(AssignmentSectorsDocument, { variables: { regionId: regionId ? Number(regionId) : null } });
  const saveChannels = useAppMutation(AssignUserChannelsDocument);
  const saveSectors = useAppMutation(AssignUserSectorsDocument);

  const assignedChannels = useMemo(() => assigned?.userChannels ?? [], [assigned]);
  const assignedSectors = useMemo(() => assigned?.userSectors ?? [], [assigned]);
  const [channels, setChannels] = useState<Channel[]>([]);
  const [sectors, setSectors] = useState<Sector[]>([]);
  useEffect(() => setChannels([...assignedChannels]), [assignedChannels]);
  useEffect(() => setSectors([...assignedSectors]), [assignedSectors]);

  const regions = regionData?.regions.items ?? [];
  const regionLabel = regions.find((region) => String(region.regionId) === regionId)?.name ?? 'Toutes les régions';

  const channelsChanged = !sameKeys(channels, assignedChannels, channelKey);
  const sectorsChanged = !sameKeys(sectors, assignedSectors, sectorKey);
  const guard = useLeaveGuard(channelsChanged || sectorsChanged);

  const confirm = (label: string, busy: boolean, changed: boolean, onClick: () => void) => (
    <Button appearance="primary" icon={busy ? <Spinner size="tiny" /> : <Checkmark20Regular />} disabled={!canAssign || busy || !changed} onClick={onClick}>
      {label}
    </Button>
  );

  return (
    <>
      {guard.dialog}
      <Section
        title="Canaux"
        testId="assignment-channels"
        actions={confirm('Confirmer les canaux', saveChannels.loading, channelsChanged, () => {
          void saveChannels.run({ userId, channelIds: channels.map(channelKey) }).then((outcome) => {
            if (outcome.ok) assignedNow({ userChannels: outcome.data.assignUserChannels });
          });
        })}
      >
        <TransferList
          label="Canaux"
          items={channelData?.channels.items ?? []}
          value={channels}
          onChange={setChannels}
          keyOf={channelKey}
          labelOf={channelLabel}
          availableTitle="Canaux disponibles"
          chosenTitle="Canaux affectés"
          loading={(loadingChannels && !channelData) || (loadingAssigned && !assigned)}
          disabled={!canAssign}
        />
      </Section>
      <Section
        title="Secteurs"
        testId="assignment-sectors"
        actions={confirm('Confirmer les secteurs', saveSectors.loading, sectorsChanged, () => {
          void saveSectors.run({ userId, sectorIds: sectors.map(sectorKey) }).then((outcome) => {
            if (outcome.ok) assignedNow({ userSectors: outcome.data.assignUserSectors });
          });
        })}
      >
        <TransferList
          label="Secteurs"
          items={sectorData?.sectors.items ?? []}
          value={sectors}
          onChange={setSectors}
          keyOf={sectorKey}
          labelOf={sectorLabel}
          availableTitle="Secteurs disponibles"
          chosenTitle="Secteurs affectés"
          loading={(loadingSectors && !sectorData) || (loadingAssigned && !assigned)}
          disabled={!canAssign}
          availableFilter={
            <Dropdown
              className={styles.region}
              aria-label="Région"
              value={regionLabel}
              selectedOptions={[regionId]}
              onOptionSelect={(_, data) => setRegionId(data.optionValue ?? '')}
            >
              <FluentOption value="">Toutes les régions</FluentOption>
              {regions.map((region) => (
                <FluentOption key={region.regionId} value={String(region.regionId)}>
                  {region.name}
                </FluentOption>
              ))}
            </Dropdown>
          }
        />
      </Section>
    </>
  );
}
