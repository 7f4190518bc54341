// What a production deploy of the API needs before it may go out, checked before anything is uploaded.
import { readFile } from 'node:fs/promises';

/** Plain settings, in wrangler.toml's [vars] or given at deploy time in the environment (`APP_ORIGIN=… npm run deploy`). */
export const REQUIRED_VARS = {
  APP_ORIGIN: 'the public origin (https://your.host) that links in emails and checkout return addresses use',
  EMAIL_FROM: 'the sender of confirmation, reset and invitation emails, e.g. "Dwell <no-reply@your.host>"',
  STRIPE_PRICE_ID: 'the Stripe price of the $29 monthly plan (price_…)',
};

/** Secrets, set once with `npx wrangler secret put <NAME>`; never in a file. */
export const REQUIRED_SECRETS = {
  STRIPE_SECRET_KEY: 'the Stripe secret key (sk_live_… or sk_test_…)',
  STRIPE_WEBHOOK_SECRET: 'the signing secret of the Stripe webhook endpoint (whsec_…)',
  EMAIL_API_KEY: 'the email provider key; without it confirmations, resets and invitations are never sent',
  EMAIL_WEBHOOK_SECRET:
    'the signing secret (whsec_…) of the email provider webhook at /api/email/events; without it a bounced claim email goes unnoticed',
  INTEGRATIONS_KEY: 'base64 of 32 random bytes that seals the ELD webhook secrets (openssl rand -base64 32)',
};

/**
 * The problems that refuse a production deploy, one sentence each (none: it may go). `vars` are the settings
 * the deploy will use; `secrets` the names of the secrets set on the Worker, or null when they cannot be read
 * (a dry run without credentials), in which case they are not judged.
 */
export function preflight({ vars, secrets }) {
  const problems = [];
  for (const [name, what] of Object.entries(REQUIRED_VARS)) {
    if (!vars[name]?.trim()) problems.push(`${name} is not set: ${what}.`);
  }
  const origin = vars.APP_ORIGIN?.trim();
  if (origin && !isHttpsOrigin(origin)) {
    problems.push(`APP_ORIGIN must be an https origin with no path, like https://dwell.example.com (got "${origin}").`);
  }
  if (vars.ENVIRONMENT !== 'production')
    problems.push(`ENVIRONMENT must be "production" (got "${vars.ENVIRONMENT ?? ''}").`);
  if (secrets) {
    for (const [name, what] of Object.entries(REQUIRED_SECRETS)) {
      if (!secrets.includes(name))
        problems.push(`Secret ${name} is missing: ${what}. Set it with \`npx wrangler secret put ${name}\`.`);
    }
  }
  return problems;
}

function isHttpsOrigin(value) {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}

/**
 * The [vars] of a wrangler.toml (or of its [env.<name>.vars]): the `NAME = "value"` lines Dwell writes there.
 * Not a TOML parser; a value that is not a plain double-quoted string is refused rather than guessed.
 */
export function varsOf(toml, environment) {
  const section = environment ? `[env.${environment}.vars]` : '[vars]';
  const vars = {};
  let inside = false;
  for (const raw of toml.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('[')) {
      inside = line === section;
      continue;
    }
    if (!inside || line === '' || line.startsWith('#')) continue;
    const match = /^([A-Z0-9_]+)\s*=\s*"((?:[^"\\]|\\.)*)"\s*(#.*)?$/.exec(line);
    if (!match) throw new Error(`${section}: cannot read the line "${line}" (write NAME = "value")`);
    vars[match[1]] = match[2];
  }
  return vars;
}

/** The settings a deploy will use: the file's [vars], then the same names from the environment on top. */
export async function deployVars(configPath, environment, env = process.env) {
  const fromFile = varsOf(await readFile(configPath, 'utf8'), environment);
  const fromEnv = Object.fromEntries(
    Object.keys({ ...fromFile, ...REQUIRED_VARS })
      .filter((name) => env[name])
      .map((name) => [name, env[name]]),
  );
  return { ...fromFile, ...fromEnv };
}
