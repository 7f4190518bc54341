export const ROOT: string;
export const OFFLINE_ENV: Record<string, string>;
export function bin(name: string): string;
export function childEnv(extra?: Record<string, string>): NodeJS.ProcessEnv;
export function run(
  command: string,
  args: string[],
  options?: { cwd?: string; quiet?: boolean; env?: Record<string, string> },
): Promise<string>;
export function waitForUrl(url: string, timeoutMs?: number): Promise<void>;
export function d1Databases(
  environment?: string,
): Promise<{ binding: string; database_name?: string; migrations_dir?: string }[]>;
