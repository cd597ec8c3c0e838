import { describe, expect, it } from 'vitest';
import { createTeamInputSchema, updateTeamInputSchema } from './teams.schemas.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('team payload schemas', () => {
  it("reports 'Invalid gammes data format' when a bulk set of gammes is not an array", () => {
    const companyId = '00000000-0000-4000-8000-000000000000';
    expect(
      messagesOf(
        createTeamInputSchema.safeParse({
          name: 'X',
          companyId,
          gammeAssignments: [{ providerType: 'actudata', gammes: 'A' }],
        }),
      ),
    ).toEqual(['Invalid gammes data format']);
    expect(messagesOf(updateTeamInputSchema.safeParse({ selectedGammes: { actudata: 'A' } }))).toEqual([
      'Invalid gammes data format',
    ]);
    expect(messagesOf(updateTeamInputSchema.safeParse({ gammeAssignments: 'A' }))).toEqual([
      'Invalid gammes data format',
    ]);
  });

  it('accepts dotted codes and refuses malformed ones', () => {
    expect(
      updateTeamInputSchema.safeParse({ selectedGammes: { actudata: ['SANTE_SENIOR.CONFORT'] } }).success,
    ).toBe(true);
    expect(updateTeamInputSchema.safeParse({ selectedGammes: { actudata: ['sante'] } }).success).toBe(false);
  });
});
