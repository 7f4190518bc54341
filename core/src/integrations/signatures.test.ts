/**
 * The vendors' own test vectors (see each describe for its source page) and the cases that must fail.
 * Samsara: https://developers.samsara.com/docs/webhooks#webhook-signatures, golden vector from Samsara's .NET
 * SDK (samsarahq/samsara-dotnet, src/Samsara.Net.Test/Utils/WebhooksHelperTests.cs).
 * Motive: https://developer.gomotive.com/reference/company-webhooks-overview ("Verifying Authenticity").
 * Generic: Stripe's scheme, https://docs.stripe.com/webhooks/signature.
 */
import { describe, expect, it } from 'vitest';
import { signGeneric, signMotive, signSamsara, verifyGeneric, verifyMotive, verifySamsara } from './signatures.ts';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('Samsara X-Samsara-Signature (v1, HMAC-SHA256 over v1:<ts>:<body>, base64-decoded key)', () => {
  const secret = 'dGVzdC1zZWNyZXQ=';
  const golden = 'v1=e05d9d1f326a1f8a845d2520d09d45c6b20c1931828bbd1dd3858446e7ae7082';
  const at = 1_700_000_000_000;
  const check = (body: string, signature: string, timestamp: string, key = secret, now = at) =>
    verifySamsara(bytes(body), { signature, timestamp }, key, now);

  it('accepts the golden vector with the clock at its timestamp', async () => {
    expect(await check('test-body', golden, '1700000000')).toEqual({ ok: true });
    expect(await signSamsara(bytes('test-body'), secret, 1_700_000_000)).toBe(golden);
  });

  it('refuses the other timestamp, secret, body, prefix and a short signature', async () => {
    const invalid = { ok: false, problem: 'invalid' };
    expect(await check('test-body', golden, '1700000001')).toEqual(invalid);
    expect(await check('test-body', golden, '1700000000', 'YW5vdGhlci1zZWNyZXQ=')).toEqual(invalid);
    expect(await check('test-body-tampered', golden, '1700000000')).toEqual(invalid);
    expect(await check('test-body\n', golden, '1700000000')).toEqual(invalid);
    expect(await check('test-body', golden.slice(3), '1700000000')).toEqual(invalid);
    expect(await check('test-body', 'v1=deadbeef', '1700000000')).toEqual(invalid);
    expect(await check('test-body', golden, '1700000000', 'not base64!')).toEqual(invalid);
  });

  it('keys the HMAC with the decoded secret, not its base64 text', async () => {
    const key = await crypto.subtle.importKey('raw', bytes(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, bytes('v1:1700000000:test-body')));
    const undecoded = `v1=${Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('')}`;
    expect(await check('test-body', undecoded, '1700000000')).toEqual({ ok: false, problem: 'invalid' });
  });

  it('refuses a missing header and a timestamp more than 300 s off as a replay', async () => {
    expect(await verifySamsara(bytes('test-body'), { signature: golden }, secret, at)).toEqual({
      ok: false,
      problem: 'missing',
    });
    expect(await check('test-body', golden, '1700000000', secret, at + 301_000)).toEqual({
      ok: false,
      problem: 'replay',
    });
    expect(await check('test-body', golden, '1700000000', secret, at - 301_000)).toEqual({
      ok: false,
      problem: 'replay',
    });
    expect(await check('test-body', golden, '1700000000', secret, at + 300_000)).toEqual({ ok: true });
  });
});

describe('Motive X-KT-Webhook-Signature (hex HMAC-SHA1 of the body, the secret as key)', () => {
  const secret = 'd9d36bea41c44ae49d1bfc4a48ba2abe';
  const documented = 'f04a8386a21a6cba0447024e83b3f0983352bb72';

  it('accepts the documented example and signs it the same way', async () => {
    expect(await verifyMotive(bytes('["fault_code_closed"]'), { signature: documented }, secret)).toEqual({ ok: true });
    expect(await signMotive(bytes('["fault_code_closed"]'), secret)).toBe(documented);
  });

  it("refuses the docs' openssl line (signature used as key), a trailing newline and a missing header", async () => {
    const body = bytes('["fault_code_closed"]');
    expect(await verifyMotive(body, { signature: '7395d181ea84dc0dd2b2b62a00fc2c8a1f54d010' }, secret)).toEqual({
      ok: false,
      problem: 'invalid',
    });
    expect(await verifyMotive(bytes('["fault_code_closed"]\n'), { signature: documented }, secret)).toEqual({
      ok: false,
      problem: 'invalid',
    });
    expect(await verifyMotive(body, {}, secret)).toEqual({ ok: false, problem: 'missing' });
  });
});

describe('Dwell-Signature (t=<unix>,v1=<hex HMAC-SHA256 of "t.body">)', () => {
  const secret = 'dwsec_test_5b1f0c7e9a2d4c3b8e6f1a0d2c4b6e8f';
  const body =
    '{"id":"evt_01JGX8Q4ZK3T7M2N5P6R8S9V0W","type":"arrival","occurred_at":"2026-01-01T08:58:30Z","vehicle":{"id":"TRK-104","name":"Truck 104"},"driver":{"id":"D-77","name":"Sam Ortiz"},"place":{"id":"DC-ATL-3","name":"Acme DC Atlanta"},"position":{"lat":33.7489954,"lng":-84.3879824,"accuracy_m":8}}';
  const mac = 'a91a6c7bae23783bf3a55818922b2d2f7f0c8d96e236f5a15f819637681b760e';
  const at = 1_767_258_000_000;
  const check = (signature: string, now = at, text = body) => verifyGeneric(bytes(text), { signature }, secret, now);

  it('accepts the vector, also after a stale v1 during a rotation, and signs it the same way', async () => {
    expect(await check(`t=1767258000,v1=${mac}`)).toEqual({ ok: true });
    expect(await check(`t=1767258000,v1=${'0'.repeat(64)},v1=${mac}`)).toEqual({ ok: true });
    expect(await signGeneric(bytes(body), secret, 1_767_258_000)).toBe(`t=1767258000,v1=${mac}`);
  });

  it('refuses a stale or future t, a header without t or v1, a wrong secret and a re-serialized body', async () => {
    expect(await check(`t=1767258000,v1=${mac}`, at + 301_000)).toEqual({ ok: false, problem: 'replay' });
    expect(await check(`t=1767258000,v1=${mac}`, at - 301_000)).toEqual({ ok: false, problem: 'replay' });
    expect(await check(`v1=${mac}`)).toEqual({ ok: false, problem: 'invalid' });
    expect(await check('t=1767258000')).toEqual({ ok: false, problem: 'invalid' });
    expect(await verifyGeneric(bytes(body), { signature: `t=1767258000,v1=${mac}` }, `${secret}x`, at)).toEqual({
      ok: false,
      problem: 'invalid',
    });
    expect(await check(`t=1767258000,v1=${mac}`, at, JSON.stringify(JSON.parse(body), null, 1))).toEqual({
      ok: false,
      problem: 'invalid',
    });
    expect(await verifyGeneric(bytes(body), {}, secret, at)).toEqual({ ok: false, problem: 'missing' });
  });
});
