// Types for scripts/licenses.mjs.
export interface BundledPackage {
  name: string
  version: string
  license: string
  files: string[]
  texts: string[]
  repository?: string
}
export function packageDirOf(file: string): string | undefined
export function bundledPackages(root?: string): Promise<BundledPackage[]>
export function licensesText(packages: BundledPackage[]): string
export function listedPackages(text: string): Set<string>
export function missingFrom(text: string, packages: BundledPackage[]): string[]
export function writeLicenses(root?: string): Promise<number>
