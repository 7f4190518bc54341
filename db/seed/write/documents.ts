import type { R2Bucket } from '@cloudflare/workers-types';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { eventDocuments } from '../../schema/documents.ts';
import { DEMO_COMPANY_ID, type DemoEvent } from '../demo-data.ts';
import { demoPdf, demoPng, sha256Hex } from '../files.ts';
import { insertChunked } from './insert-chunked.ts';

const DOC_COLOURS: readonly (readonly [number, number, number])[] = [
  [120, 144, 156],
  [161, 136, 127],
  [96, 125, 139],
];

/** Gives each stop completed in the last 30 days a bill of lading, and every second one a dock photo (R2 and rows). */
export async function seedDocuments(db: DrizzleD1Database, bucket: R2Bucket, events: DemoEvent[], now: number) {
  const recent = events.filter((e) => e.status === 'completed' && now - e.checkInTime < 30 * 86_400_000);
  const rows: (typeof eventDocuments.$inferInsert)[] = [];
  for (const [i, event] of recent.entries()) {
    const pdf = await demoPdf('Bill of Lading', [
      `Load ${event.loadNumber}`,
      `Facility: ${event.facility.name}, ${event.facility.address}`,
      `Customer: ${event.customer.name}`,
      `Driver: ${event.driverName}`,
      `Checked in: ${new Date(event.checkInTime).toISOString()}`,
      `Checked out: ${new Date(event.checkOutTime ?? event.checkInTime).toISOString()}`,
    ]);
    const files: { bytes: Uint8Array; name: string; type: string; category: 'billing' | 'detention' }[] = [
      { bytes: pdf, name: `BOL-${event.loadNumber}.pdf`, type: 'application/pdf', category: 'billing' },
    ];
    if (i % 2 === 0) {
      const png = demoPng(96, 64, DOC_COLOURS[i % DOC_COLOURS.length] as [number, number, number]);
      files.push({ bytes: png, name: `dock-photo-${i + 1}.png`, type: 'image/png', category: 'detention' });
    }
    for (const [k, file] of files.entries()) {
      const id = `doc_demo_${String(i + 1).padStart(3, '0')}_${k}`;
      const objectKey = `${DEMO_COMPANY_ID}/${event.id}/${id}`;
      const createdAt = new Date((event.checkOutTime ?? event.checkInTime) + (k + 1) * 60_000);
      await bucket.put(objectKey, file.bytes, { httpMetadata: { contentType: file.type } });
      rows.push({
        id,
        companyId: DEMO_COMPANY_ID,
        eventId: event.id,
        uploadedBy: event.userId,
        name: file.name,
        description:
          file.category === 'billing' ? 'Signed bill of lading with in and out times' : 'Trailer at the door',
        type: file.type,
        objectKey,
        size: file.bytes.byteLength,
        sha256: sha256Hex(file.bytes),
        category: file.category,
        metadata: JSON.stringify({ size: file.bytes.byteLength, lastModified: createdAt.getTime() }),
        status: 'active',
        createdAt,
      });
    }
  }
  await insertChunked(db, eventDocuments, rows);
  return rows.length;
}
