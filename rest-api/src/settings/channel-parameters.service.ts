/** Saving a channel's parameters: the shared rule decides, then one transaction writes. */
import { channelParameterErrors } from '@console/schema';
import type { Db } from '../db/db.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { loadChannelParameters, upsertChannelParameters, type ChannelParametersWrite } from './channel-parameters.repository.ts';

export function saveChannelParameters(db: Db, callerId: number, body: ChannelParametersWrite) {
  return db.transaction(async (tx) => {
    const errors = channelParameterErrors(body);
    if (Object.keys(errors).length > 0) throw badRequest(errors);
    if (!(await loadChannelParameters(tx, body.channelId))) throw notFound();
    await upsertChannelParameters(tx, body, callerId);
    return loadChannelParameters(tx, body.channelId);
  });
}
