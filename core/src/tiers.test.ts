import { describe, expect, it } from 'vitest';
import { UPGRADE } from './messages.ts';
import { hasFeature, meterState, TIERS, upgradeMessage, withinLimit } from './tiers.ts';

describe('tier table (docs/product.md#tiers-and-limits)', () => {
  it('gives free the three basic features and premium the paid ones on top', () => {
    expect(TIERS.free.features).toEqual(['createEvents', 'viewOwnEvents', 'basicReports']);
    for (const f of ['advancedReports', 'documentStorage', 'apiAccess', 'prioritySupport'] as const) {
      expect(hasFeature('premium', f)).toBe(true);
      expect(hasFeature('free', f)).toBe(false);
    }
    expect(hasFeature('premium', 'adminPanel')).toBe(false);
    expect(hasFeature('enterprise', 'whiteLabeling')).toBe(true);
    expect(TIERS.expired.features).toEqual(['viewOwnEvents']);
    expect(TIERS.invalid.features).toEqual([]);
  });

  it('counts within a limit only below it, and unlimited always', () => {
    expect(withinLimit('free', 'maxEvents', 4)).toBe(true);
    expect(withinLimit('free', 'maxEvents', 5)).toBe(false);
    expect(withinLimit('premium', 'maxDocuments', 499)).toBe(true);
    expect(withinLimit('premium', 'maxDocuments', 500)).toBe(false);
    expect(withinLimit('expired', 'maxEvents', 0)).toBe(false);
    expect(withinLimit('enterprise', 'maxUsers', 1_000_000)).toBe(true);
  });

  it('picks the upgrade message by tier and feature', () => {
    expect(upgradeMessage('expired', 'createEvents')).toBe(UPGRADE.expired);
    expect(upgradeMessage('free', 'advancedReports')).toBe(UPGRADE.free);
    expect(upgradeMessage('premium', 'userManagement')).toBe(UPGRADE.premiumEnterprise);
    expect(upgradeMessage('premium', 'basicReports')).toBe(UPGRADE.other);
    expect(upgradeMessage('invalid', 'basicReports')).toBe(UPGRADE.other);
  });

  it('warns at 80 % and is reached at 100 %, with no meter when unlimited', () => {
    expect(meterState(79, 100)).toBe('ok');
    expect(meterState(80, 100)).toBe('warning');
    expect(meterState(4, 5)).toBe('warning');
    expect(meterState(5, 5)).toBe('reached');
    expect(meterState(7, 5)).toBe('reached');
    expect(meterState(0, 0)).toBe('reached');
    expect(meterState(10, null)).toBe('unlimited');
  });
});
