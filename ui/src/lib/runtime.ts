import { getDefaultStore } from 'jotai';
import * as React from 'react';

interface RuntimeRecord {
  /** A function of the React instance in use; a second copy of React would have its own. */
  react: typeof React.useState;
  store: ReturnType<typeof getDefaultStore>;
}

declare global {
  var __dwellRuntime: Record<string, RuntimeRecord> | undefined;
}

/**
 * Records which React and jotai store an area of the app runs with. With Module Federation sharing them
 * as singletons every area records the same objects; a diagnostic (and the e2e suite) compares them.
 */
export function announceRuntime(area: string): void {
  globalThis.__dwellRuntime ??= {};
  globalThis.__dwellRuntime[area] = { react: React.useState, store: getDefaultStore() };
}
