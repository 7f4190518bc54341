export const REMOTES: Record<string, string>;
export function buildAll(): Promise<void>;
export function buildWorkspace(dir: string, env?: Record<string, string>): Promise<void>;
export function publishedDir(remote: string, version?: string): string;
export function remoteFiles(src: string): boolean;
