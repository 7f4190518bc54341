/**
 * Request body limits (ASVS V4.1, V2.2.1): size, nesting depth and number of fields of every JSON body,
 * whatever spelling of the JSON media type the validators accept; nothing is written for a refused body.
 */
import { SELF } from 'cloudflare:test';
import { AUTH } from '@dwell/core/messages';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '../../src/app.ts';
import { JSON_LIMIT_MESSAGES, JSON_MAX_DEPTH, JSON_MAX_KEYS, jsonShape } from '../../src/middleware/json-limits.ts';
import { companies, users } from '../../src/lib/schema.ts';
import { headerProblems } from './headers.ts';
import { PASSWORD, uniqueEmail } from '../fixtures/accounts.ts';
import { db, ORIGIN, settled } from '../fixtures/http.ts';

const signupBody = (extra: Record<string, unknown> = {}) => ({
  email: uniqueEmail('limits'),
  password: PASSWORD,
  companyName: 'Limits Freight',
  fleetSize: '1-10',
  ...extra,
});

/** Settled: an accepted signup writes its account after answering, which must not land in a later count. */
function post(body: BodyInit, type = 'application/json', path = '/api/auth/signup') {
  return settled(
    new Request(`${ORIGIN}${path}`, { method: 'POST', headers: { origin: ORIGIN, 'content-type': type }, body }),
  );
}

/** A value nested `levels` deep: {"n":{"n":…}}. */
const nested = (levels: number): unknown => (levels <= 1 ? { n: 1 } : { n: nested(levels - 1) });
const withKeys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]));

async function stored() {
  const [u] = await db().select({ n: count() }).from(users);
  const [c] = await db().select({ n: count() }).from(companies);
  return { users: u?.n, companies: c?.n };
}

async function expectRefused(res: Response, status: number, code: string, message: string) {
  expect(res.status).toBe(status);
  expect(headerProblems(res)).toEqual([]);
  expect(await res.json()).toEqual({ error: { code, message } });
}

describe('JSON shape limits', () => {
  it('measures depth and keys without being fooled by brackets and colons inside strings', () => {
    expect(jsonShape('{"a":"{[{:::","b":[1,{"c":"\\"}"}]}')).toEqual({ depth: 3, keys: 3 });
    expect(jsonShape('"plain"')).toEqual({ depth: 0, keys: 0 });
  });

  it(`refuses a body nested deeper than ${JSON_MAX_DEPTH} levels and writes nothing; ${JSON_MAX_DEPTH} pass`, async () => {
    const before = await stored();
    const deep = await post(JSON.stringify(signupBody({ extra: nested(JSON_MAX_DEPTH) })));
    await expectRefused(deep, 400, 'json_too_deep', JSON_LIMIT_MESSAGES.tooDeep);
    expect(await stored()).toEqual(before);
    const atLimit = await post(JSON.stringify(signupBody({ extra: nested(JSON_MAX_DEPTH - 1) })));
    expect(atLimit.status).toBe(202);
  });

  it('refuses a nesting bomb of 60 000 brackets with 400, not a crash', async () => {
    await expectRefused(await post('['.repeat(60_000)), 400, 'json_too_deep', JSON_LIMIT_MESSAGES.tooDeep);
  });

  it(`refuses more than ${JSON_MAX_KEYS} fields and writes nothing; ${JSON_MAX_KEYS} pass`, async () => {
    const before = await stored();
    const many = await post(JSON.stringify({ ...withKeys(JSON_MAX_KEYS - 3), ...signupBody() }));
    await expectRefused(many, 400, 'json_too_many_fields', JSON_LIMIT_MESSAGES.tooManyFields);
    expect(await stored()).toEqual(before);
    const atLimit = await post(JSON.stringify({ ...withKeys(JSON_MAX_KEYS - 4), ...signupBody() }));
    expect(atLimit.status).toBe(202);
  });

  it('leaves the payment provider’s signed events to the signature check', async () => {
    const res = await post(JSON.stringify(withKeys(JSON_MAX_KEYS + 50)), 'application/json', '/api/billing/webhook');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_signature');
  });
});

describe('JSON size limit', () => {
  const big = JSON.stringify(signupBody({ padding: 'x'.repeat(JSON_BODY_LIMIT) }));

  for (const type of ['application/json', 'Application/JSON', 'application/vnd.dwell+json; charset=utf-8']) {
    it(`refuses a body over 64 KiB sent as ${type} with 413 and writes nothing`, async () => {
      const before = await stored();
      await expectRefused(await post(big, type), 413, 'payload_too_large', AUTH.bodyTooLarge);
      expect(await stored()).toEqual(before);
    });
  }

  it('refuses an oversized body streamed without Content-Length', async () => {
    const bytes = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.byteLength; i += 8192) controller.enqueue(bytes.slice(i, i + 8192));
        controller.close();
      },
    });
    const res = await post(stream, 'application/x-dwell+json');
    await expectRefused(res, 413, 'payload_too_large', AUTH.bodyTooLarge);
  });
});

/** A body of `total` bytes streamed without Content-Length, counting how many bytes the server pulled. */
function countedStream(total: number, chunk = 16_384) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close();
      const size = Math.min(chunk, total - pulled);
      pulled += size;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
  return { stream, pulled: () => pulled };
}

describe('size limit of every other body', () => {
  it('refuses a 90 MB text/plain webhook body with 413 after reading at most the limit', async () => {
    const body = countedStream(90 * 1024 * 1024);
    const res = await SELF.fetch(`${ORIGIN}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'stripe-signature': 't=1,v1=00' },
      body: body.stream,
    });
    await expectRefused(res, 413, 'payload_too_large', AUTH.bodyTooLarge);
    // The stream may run a few chunks ahead of the reader; never anywhere near the whole body.
    expect(body.pulled()).toBeLessThan(JSON_BODY_LIMIT + 8 * 16_384);
  });

  for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream', '']) {
    it(`refuses a body over 64 KiB declared as ${type || 'no content type'} by its Content-Length`, async () => {
      const before = await stored();
      const headers: Record<string, string> = { origin: ORIGIN };
      if (type) headers['content-type'] = type;
      const res = await SELF.fetch(`${ORIGIN}/api/auth/signup`, {
        method: 'POST',
        headers,
        body: 'a'.repeat(JSON_BODY_LIMIT + 1),
      });
      await expectRefused(res, 413, 'payload_too_large', AUTH.bodyTooLarge);
      expect(await stored()).toEqual(before);
    });
  }

  it('leaves streamed uploads to their own file limits', async () => {
    const before = await stored();
    const res = await SELF.fetch(`${ORIGIN}/api/documents`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/octet-stream', 'x-file-name': 'big.png' },
      body: 'a'.repeat(JSON_BODY_LIMIT + 1),
    });
    // Refused by the session check, not by the size: the upload's own 5 MB limit applies there.
    expect(res.status).toBe(401);
    expect(await stored()).toEqual(before);
  });
});

describe('requests without a body', () => {
  it('a read sent with a JSON content type is answered as usual', async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/health`, { headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(200);
  });
});
