import { DEFAULT_DETENTION_POLICY } from '@dwell/core/detention';
import { fullPolicySchema, POLICY_MESSAGES, policyOverrideSchema } from '@dwell/core/schemas/policies';
import { createForm } from '@dwell/ui/lib/form.ts';
import { describe, expect, it } from 'vitest';
import { describeOverride, draftOf, NO_CAP, POLICY_FIELD_OF, policyInput } from './policy-draft.ts';

const companyForm = (changes: Partial<ReturnType<typeof draftOf>>) =>
  createForm({
    schema: fullPolicySchema,
    initial: { ...draftOf(DEFAULT_DETENTION_POLICY), ...changes },
    toInput: (draft) => policyInput(draft, false),
    fieldOf: POLICY_FIELD_OF,
  });

describe('the policy editor’s values', () => {
  it('reads the company default back as it was shown', () => {
    const draft = draftOf({ ...DEFAULT_DETENTION_POLICY, hourlyRateCents: 8550, capCents: 40_000 });
    expect(draft.hourlyRate).toBe('85.50');
    expect(fullPolicySchema.parse(policyInput(draft, false))).toEqual({
      ...DEFAULT_DETENTION_POLICY,
      hourlyRateCents: 8550,
      capCents: 40_000,
    });
  });

  it('takes an empty cap or "none" as no cap on the company default', () => {
    expect(policyInput({ ...draftOf(DEFAULT_DETENTION_POLICY), cap: '' }, false).capCents).toBeNull();
    expect(policyInput({ ...draftOf(DEFAULT_DETENTION_POLICY), cap: NO_CAP }, false).capCents).toBeNull();
  });

  it('puts the schema’s messages beside the fields people typed', () => {
    const form = companyForm({ freeMinutes: '1500', hourlyRate: 'seventy', lateGraceMinutes: '' });
    expect(form.validate()).toBeNull();
    expect(form.getState().errors).toEqual({
      freeMinutes: POLICY_MESSAGES.freeMinutes,
      hourlyRate: POLICY_MESSAGES.hourlyRate,
      lateGraceMinutes: POLICY_MESSAGES.grace,
    });
  });

  it('leaves an override’s empty fields to the company default', () => {
    const draft = { ...draftOf({}), hourlyRate: '50', cap: NO_CAP };
    expect(policyOverrideSchema.parse(policyInput(draft, true))).toEqual({ hourlyRateCents: 5000, capCents: null });
    expect(policyInput(draftOf({}), true)).toEqual({});
  });

  it('words an override with the one money formatter', () => {
    expect(describeOverride({ hourlyRateCents: 8500, capCents: 125_000, freeMinutes: 90 })).toBe(
      'free 90 min · rate $85.00/h · cap $1,250.00',
    );
    expect(describeOverride({ capCents: null })).toBe('no cap');
  });
});
