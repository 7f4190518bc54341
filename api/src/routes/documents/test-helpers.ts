import { env } from 'cloudflare:test';
import { newId } from '@dwell/core/ids';
import type { DocumentView } from '@dwell/core/schemas/documents';
import { call, db, login, PASSWORD, sessionCookie, signUp, uniqueEmail } from '../../../test/helpers.ts';
import { hashPassword } from '@dwell/core/server/password';
import { eq } from 'drizzle-orm';
import { detentionEvents, eventDocuments, evidenceLog, subscriptions, userRoles, users } from '../../lib/schema.ts';

const enc = new TextEncoder();

/** Bytes from parts: numbers are bytes, strings are Latin-1 text. */
export function bytes(...parts: (number[] | string | Uint8Array)[]): Uint8Array {
  const arrays = parts.map((p) =>
    typeof p === 'string'
      ? Uint8Array.from(p, (ch) => ch.charCodeAt(0))
      : p instanceof Uint8Array
        ? p
        : Uint8Array.from(p),
  );
  const out = new Uint8Array(arrays.reduce((n, a) => n + a.byteLength, 0));
  let at = 0;
  for (const a of arrays) {
    out.set(a, at);
    at += a.byteLength;
  }
  return out;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A PNG header plus filler: real magic bytes, no markup. */
export const png = (filler = 64) => bytes(PNG_SIGNATURE, [0, 0, 0, 13], 'IHDR', new Uint8Array(filler).fill(7));
export const jpeg = (filler = 64) =>
  bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF', [0], new Uint8Array(filler).fill(9));
export const pdf = (text = 'Bill of lading') =>
  enc.encode(`%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% ${text}\n%%EOF\n`);

/** A new company with an active (premium) subscription, and its owner's cookie. */
export async function subscribedCompany(status = 'active') {
  const account = await signUp();
  const now = Math.floor(Date.now() / 1000);
  await db()
    .insert(subscriptions)
    .values({
      id: newId('sub'),
      companyId: account.companyId,
      userId: account.userId,
      customerId: newId('cus'),
      status,
      created: now,
      providerUpdated: now,
    });
  return account;
}

/** A detention event of the company, for documents to belong to. */
export async function addEvent(companyId: string, userId: string): Promise<string> {
  const id = newId('ev');
  await db()
    .insert(detentionEvents)
    .values({
      id,
      companyId,
      userId,
      facilityName: 'Dock 4',
      facilityAddress: 'Acme DC',
      driverName: 'Test Driver',
      checkInTime: new Date(Date.now() - 3 * 3_600_000),
      status: 'active',
      freeTimeMinutes: 120,
    });
  return id;
}

interface UploadOptions {
  name?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

/** POST /api/documents with one file as the raw body, as the screen's XHR sends it. */
export function upload(cookie: string, file: Uint8Array, options: UploadOptions = {}): Promise<Response> {
  const query = new URLSearchParams(options.query ?? {}).toString();
  return call(`/api/documents${query ? `?${query}` : ''}`, {
    method: 'POST',
    cookie,
    body: file,
    headers: {
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(options.name ?? 'file.bin'),
      ...options.headers,
    },
  });
}

/** Uploads and returns the created document (throws unless 201). */
export async function uploaded(cookie: string, file: Uint8Array, options: UploadOptions = {}): Promise<DocumentView> {
  const res = await upload(cookie, file, options);
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { document: DocumentView }).document;
}

/** Keys of every stored object under a prefix. */
export async function storedKeys(bucket: R2Bucket, prefix: string): Promise<string[]> {
  const listing = await bucket.list({ prefix });
  return listing.objects.map((o) => o.key);
}

/** What the company has stored as evidence: document object keys, document rows and evidence entries. */
export async function storedFor(companyId: string) {
  const [rows, entries] = await Promise.all([
    db().select().from(eventDocuments).where(eq(eventDocuments.companyId, companyId)),
    db().select().from(evidenceLog).where(eq(evidenceLog.companyId, companyId)),
  ]);
  // Sent invoices share the bucket under the company's claims/ folder; they are not evidence documents.
  const objects = (await storedKeys(env.DOCUMENTS, `${companyId}/`)).filter(
    (key) => !key.startsWith(`${companyId}/claims/`),
  );
  return { objects, rows, entries };
}

/** SHA-256 hex of bytes, computed independently of the API's streaming hash. */
export async function sha256Of(data: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Another person of the company (a driver unless told), signed in; returns their cookie. */
export async function addDriver(companyId: string, role = 'driver'): Promise<string> {
  const id = newId('usr');
  const email = uniqueEmail(role);
  await db()
    .insert(users)
    .values({
      id,
      companyId,
      email,
      passwordHash: await hashPassword(PASSWORD),
      emailConfirmedAt: new Date(),
      fullName: 'Pat Driver',
    });
  await db()
    .insert(userRoles)
    .values({ userId: id, roleId: `role_${role}` });
  const res = await login(email);
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return sessionCookie(res);
}
