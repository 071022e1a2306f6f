export type TestBuild = {
  name: 'default' | 'custom' | 'waitlist' | 'plain';
  script: string;
  folder: string;
  plain?: boolean;
};
export const testBuilds: readonly TestBuild[];
export function buildLog(root: string, name: string): string;
export function buildArguments(root: string, build: TestBuild, out?: string): string[];
export function runBuild(
  root: string,
  build: TestBuild,
  out?: string,
  options?: { echo?: boolean },
): { ok: boolean; log: string };
