declare global {
  /** zod 4's settings, one object on the page that every copy of zod (shell and remotes) reads. */
  var __zod_globalConfig: Record<string, unknown> | undefined;
}

/**
 * Tells every copy of zod on the page not to probe `Function("")` on its first parse, which the pages' CSP
 * refuses (and reports). Written into zod's global settings without importing zod, so the first page's script
 * does not carry the validation library for one flag (ui/src/lib/zod-jitless.test.ts holds zod to that object).
 */
export function zodJitless(): void {
  globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });
}
