import { describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import { parseChangesBody } from './access-levels.rules.ts';

describe('access level detail rules', () => {
  const changes = [{ accessLevelId: 4, typePermissionId: 2, typeAction: 1 }];

  it('takes the changes sent as a JSON string, as the seeds send them', () => {
    expect(parseChangesBody(JSON.stringify(changes))).toEqual({ changes });
  });

  it('takes a body that is not a string as it is, for the schema to check', () => {
    expect(parseChangesBody(changes)).toEqual({ changes });
    expect(parseChangesBody(undefined)).toEqual({ changes: undefined });
  });

  it('refuses a string that is not JSON', () => {
    expect(parseChangesBody('not json')).toEqual({ message: Messages.missingParameter });
  });
});
