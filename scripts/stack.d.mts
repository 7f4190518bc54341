import type { ChildProcess } from 'node:child_process';

export interface Stack {
  url: string;
  stop: () => void;
  child: ChildProcess;
}

export function startStack(options?: {
  port?: number;
  persistTo?: string;
  vars?: Record<string, string>;
  seed?: boolean;
  quiet?: boolean;
  prepare?: () => Promise<void>;
}): Promise<Stack>;

export function startRemoteWorker(options: {
  remote: string;
  port: number;
  site: string;
  ready?: string;
  quiet?: boolean;
}): Promise<Stack>;
