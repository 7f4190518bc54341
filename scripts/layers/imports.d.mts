export interface FoundImport {
  specifier: string;
  line: number;
  /** `import type …` or `export type … from`: erased by the compiler. */
  typeOnly: boolean;
}
export function maskSource(source: string): string;
export function importsOf(source: string): FoundImport[];
