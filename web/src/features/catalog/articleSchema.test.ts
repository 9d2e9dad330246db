import { describe, expect, it } from 'vitest';
import { Messages } from '@console/schema';
import { articleSchema } from './articleSchema.ts';

const errorsOf = async (validate: () => Promise<unknown>) => {
  try {
    await validate();
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('form texts bounded like the rest-api', () => {
  it("keeps the seeds' 83-character message for designations", async () => {
    expect(await errorsOf(() => articleSchema().validate({ commercialDesignation: 'a'.repeat(84) }))).toEqual([Messages.max83]);
  });
});
