import { describe, expect, it } from 'vitest';
import { preflight, REQUIRED_SECRETS, REQUIRED_VARS, varsOf } from './preflight.mjs';

const READY_VARS = {
  ENVIRONMENT: 'production',
  APP_ORIGIN: 'https://dwell.example.com',
  EMAIL_FROM: 'Dwell <no-reply@dwell.example.com>',
  STRIPE_PRICE_ID: 'price_123',
};
const READY_SECRETS = Object.keys(REQUIRED_SECRETS);

describe('deploy preflight', () => {
  it('lets a complete production config go', () => {
    expect(preflight({ vars: READY_VARS, secrets: READY_SECRETS })).toEqual([]);
  });

  it('refuses a production config without each required secret, naming it and how to set it', () => {
    for (const name of READY_SECRETS) {
      const problems = preflight({ vars: READY_VARS, secrets: READY_SECRETS.filter((s) => s !== name) });
      expect(problems).toEqual([expect.stringContaining(`Secret ${name} is missing`)]);
      expect(problems[0]).toContain(`npx wrangler secret put ${name}`);
    }
  });

  it('refuses a production config without each required var, or with an empty one', () => {
    for (const name of Object.keys(REQUIRED_VARS)) {
      for (const vars of [
        { ...READY_VARS, [name]: '' },
        { ...READY_VARS, [name]: undefined },
      ]) {
        expect(preflight({ vars, secrets: READY_SECRETS })).toEqual([expect.stringContaining(`${name} is not set`)]);
      }
    }
  });

  it('refuses an origin that is not https or carries a path, and a non-production environment', () => {
    for (const origin of ['http://dwell.example.com', 'https://dwell.example.com/app', 'dwell.example.com']) {
      expect(preflight({ vars: { ...READY_VARS, APP_ORIGIN: origin }, secrets: READY_SECRETS })).toEqual([
        expect.stringContaining('APP_ORIGIN must be an https origin'),
      ]);
    }
    expect(preflight({ vars: { ...READY_VARS, ENVIRONMENT: 'development' }, secrets: READY_SECRETS })).toEqual([
      expect.stringContaining('ENVIRONMENT must be "production"'),
    ]);
  });

  it('does not judge secrets it could not read (a dry run without credentials), but still the vars', () => {
    expect(preflight({ vars: READY_VARS, secrets: null })).toEqual([]);
    expect(preflight({ vars: { ...READY_VARS, APP_ORIGIN: '' }, secrets: null })).toHaveLength(1);
  });

  it('reads the [vars] the repository’s wrangler.toml writes, and of a named environment', () => {
    const toml = [
      'name = "dwell"',
      '[vars]',
      '# a comment',
      'ENVIRONMENT = "production"',
      'APP_ORIGIN = ""  # set me',
      '[env.staging.vars]',
      'ENVIRONMENT = "staging"',
      '[[d1_databases]]',
      'binding = "DB"',
    ].join('\n');
    expect(varsOf(toml)).toEqual({ ENVIRONMENT: 'production', APP_ORIGIN: '' });
    expect(varsOf(toml, 'staging')).toEqual({ ENVIRONMENT: 'staging' });
    expect(() => varsOf('[vars]\nTRIAL_DAYS = 14')).toThrow('cannot read the line');
  });
});
