import { describe, expect, it } from 'vitest';
import { Limits, maxLengthMessage } from '@console/schema';
import { roleSchema, userSchema } from './formSchemas.ts';

const errorsOf = async (validate: () => Promise<unknown>) => {
  try {
    await validate();
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('form texts bounded like the rest-api', () => {
  it("refuses a role name or description over the shared limit, with the limit's French message", async () => {
    expect(await errorsOf(() => roleSchema().validate({ name: 'n'.repeat(Limits.name), description: '' }))).toEqual([]);
    expect(await errorsOf(() => roleSchema().validate({ name: 'n'.repeat(Limits.name + 1), description: 'd'.repeat(Limits.description + 1) }, { abortEarly: false }))).toEqual([
      maxLengthMessage(Limits.name),
      maxLengthMessage(Limits.description),
    ]);
    expect(maxLengthMessage(Limits.name)).toBe('Vous ne pouvez pas dépasser 100 caractères');
  });

  it("refuses a user's over-long names, e-mail and phone", async () => {
    const valid = { firstName: 'Karim', lastName: 'Alaoui', email: 'karim@demo.ma', phoneNumber: '0600000000', password: 'Secret1!', userTypeId: '2' };
    expect(await errorsOf(() => userSchema(true).validate(valid))).toEqual([]);
    const errors = await errorsOf(() =>
      userSchema(true).validate(
        { ...valid, firstName: 'k'.repeat(Limits.name + 1), email: `${'e'.repeat(Limits.email)}@demo.ma`, phoneNumber: '0'.repeat(Limits.phone + 1) },
        { abortEarly: false },
      ),
    );
    expect(errors).toEqual(expect.arrayContaining([maxLengthMessage(Limits.name), maxLengthMessage(Limits.email), maxLengthMessage(Limits.phone)]));
  });
});
