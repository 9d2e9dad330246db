import { SelectionChannelsDocument } from '../../generated/graphql.ts';
import { queryOptions, toOptions, type Option } from '../../kit/options.ts';

/** Channels by code: the list's filter and the selection form. */
export const selectionChannelOptions = queryOptions(SelectionChannelsDocument, (data) => toOptions(data.channels.items, (channel) => channel.channelId, (channel) => channel.code));

/** The list's active filter: active, inactive, or both ('Toutes'). */
export const ACTIVE_OPTIONS: Option[] = [
  { value: 'true', label: 'Oui' },
  { value: 'false', label: 'Non' },
];

/** The `active` variable of the list: null when not filtered. */
export function activeFilter(filters: Readonly<Record<string, string>>): boolean | null {
  if (filters.active === 'true') return true;
  if (filters.active === 'false') return false;
  return null;
}
