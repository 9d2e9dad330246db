import { describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import { decideReturnReason } from './return-reasons.rules.ts';

describe('decideReturnReason', () => {
  it('trims the name and the description', () => {
    expect(decideReturnReason({ name: ' Client absent ', description: ' Injoignable\n' })).toEqual({ write: { name: 'Client absent', description: 'Injoignable' } });
  });

  it('requires both, blank counting as missing', () => {
    expect(decideReturnReason({ name: ' ', description: '\t' })).toEqual({ errors: { name: Messages.requiredField, description: Messages.requiredField } });
    expect(decideReturnReason({ name: 'Fermé', description: '' })).toEqual({ errors: { description: Messages.requiredField } });
  });
});
