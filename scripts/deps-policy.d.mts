// Types of scripts/deps-policy.mjs (plain JavaScript, so that `npm run deps:check` needs no build step).

export interface Version {
  major: number;
  minor: number;
  patch: number;
  prerelease: string | null;
}

export type Behind = "major" | "minors" | "minor" | "patch" | "current" | "unknown";

export interface Comparison {
  behind: Behind;
  majorsBehind: number;
  minorsBehind: number;
}

export interface DirectDependency {
  name: string;
  section: "dependencies" | "devDependencies";
  spec: string;
  installed?: string;
}

export interface Row extends Comparison {
  name: string;
  section: DirectDependency["section"];
  ours: string;
  latest: string;
  gated: boolean;
  keptBecause: string | null;
}

export interface Unknown {
  name: string;
  ours: string;
  latest: string | null;
  gated: boolean;
}

export interface Evaluation {
  rows: Row[];
  failures: Row[];
  unknown: Unknown[];
}

export const GATED: string[];
export const KEPT_BACK: Record<string, { major: number; why: string }>;
export function parseVersion(text: string | null | undefined): Version | null;
export function compareVersions(
  ours: string | Version | null | undefined,
  latest: string | Version | null | undefined,
): Comparison;
export function evaluate(deps: DirectDependency[], latest: Map<string, string | undefined>): Evaluation;
export function describeGap(row: Row): string;
export function formatReport(result: Evaluation, checked: number): string[];
