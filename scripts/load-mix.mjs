// The request mix of the load test: each client reads what a fleet's screens read and writes evidence
// documents (upload, later delete its own), remembering every write the server acknowledged.

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];

/** A small PNG (real magic bytes) whose filler makes every upload's bytes unique. */
export function pngFile(label) {
  const filler = new TextEncoder().encode(`${label}-${Math.random().toString(36).slice(2)}`.padEnd(200, '.'));
  const file = new Uint8Array(PNG_HEAD.length + filler.byteLength);
  file.set(PNG_HEAD);
  file.set(filler, PNG_HEAD.length);
  return file;
}

/** Latency percentiles and status counts of everything sent. */
export class Tally {
  statuses = new Map();
  latencies = [];
  networkErrors = [];
  serverErrors = [];

  record(method, path, status, ms) {
    const key = `${Math.floor(status / 100)}xx`;
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
    this.latencies.push(ms);
    if (status >= 500 && this.serverErrors.length < 20) this.serverErrors.push(`${status} ${method} ${path}`);
  }

  get sent() {
    return this.latencies.length + this.networkErrors.length;
  }

  percentile(p) {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  }
}

/**
 * One client: until the deadline, picks a read (documents list, a download, the session, subscription,
 * usage) or a write. A write deletes the client's live upload if it has one, else uploads a new file to one
 * of the fleet's events (or no event), so no client ever holds more than one document.
 */
export async function runClient({ base, cookie, index, deadline, tally, writes, seedDocs, eventIds }) {
  let live = null;
  let n = 0;
  const send = async (method, path, init = {}) => {
    const started = performance.now();
    try {
      const res = await fetch(`${base}${path}`, {
        method,
        ...init,
        headers: { cookie, origin: base, ...init.headers },
        signal: AbortSignal.timeout(30_000),
      });
      const body = await res.arrayBuffer();
      tally.record(method, path, res.status, performance.now() - started);
      return { status: res.status, body };
    } catch (error) {
      tally.networkErrors.push(`${method} ${path}: ${error.message}`);
      return { status: 0, body: new ArrayBuffer(0) };
    }
  };
  while (Date.now() < deadline) {
    const roll = Math.random();
    if (roll < 0.3) await send('GET', '/api/documents');
    else if (roll < 0.45) await send('GET', `/api/documents/${seedDocs[(index + n) % seedDocs.length]}/download`);
    else if (roll < 0.58) await send('GET', '/api/auth/session');
    else if (roll < 0.68) await send('GET', '/api/billing/subscription');
    else if (roll < 0.75) await send('GET', '/api/billing/usage');
    else if (live) {
      const res = await send('DELETE', `/api/documents/${live}`);
      if (res.status === 200) writes.deleted.push(live);
      live = res.status === 200 || res.status === 404 ? null : live;
    } else {
      const eventId = Math.random() < 0.8 ? eventIds[(index * 7 + n) % eventIds.length] : undefined;
      const query = new URLSearchParams({ category: 'detention', ...(eventId ? { eventId } : {}) });
      const file = pngFile(`c${index}-${n}`);
      const res = await send('POST', `/api/documents?${query}`, {
        body: file,
        headers: { 'content-type': 'application/octet-stream', 'x-file-name': `load-${index}-${n}.png` },
      });
      if (res.status === 201) {
        const { document } = JSON.parse(new TextDecoder().decode(res.body));
        writes.uploaded.push({ id: document.id, size: file.byteLength, eventId: eventId ?? 'general' });
        live = document.id;
      }
    }
    n += 1;
  }
}
