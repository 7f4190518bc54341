export const REMOTES: Record<string, string>;
export function buildAll(): Promise<void>;
