export const SHARED_NOT_YET_MOVED: readonly string[];
export const RULES: {
  core: string;
  coreNode: string;
  db: string;
  api: string;
  prerender: string;
  tools: string;
  ui: string;
  frontEnd: string;
  server: string;
  shell: string;
  remote: string;
  feature: string;
  shared: string;
  testOnly: string;
};
export interface Zone {
  workspace: string;
  dir: string;
  srcFolder: string | null;
  feature: string | null;
}
export interface WorkspacePackage {
  dir: string;
  exports?: unknown;
}
export interface LayerContext {
  packages: Record<string, WorkspacePackage>;
  dirs: readonly string[];
  coreDependencies: readonly string[];
}
export function zoneOf(path: string): Zone;
export function isTestPath(path: string): boolean;
export function isSourcePath(path: string): boolean;
export function resolveImport(
  from: string,
  specifier: string,
  packages: Record<string, WorkspacePackage>,
): { path: string; external?: undefined } | { external: string; path?: undefined };
export function brokenRules(
  from: string,
  imp: { specifier: string; typeOnly: boolean },
  context: LayerContext,
): string[];
