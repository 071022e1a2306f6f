/**
 * Cookie-less measurement (docs/measurement.md), off unless VITE_ANALYTICS names a service: the
 * settings the pages get, the collector the deploy files forward `/api/event` to, and the ties the
 * configuration check holds them to (a site's name needs its service; each service names a site and
 * takes events at its own address).
 */
import type { MeasurementSettings } from '../../src/config/site-config.ts';
import { envText, type EnvSource } from './env-source.ts';
import * as kind from './value-kinds.ts';
import { readValue } from './read-values.ts';

export type MeasurementProblem = { variable: string; problem: string; fix: string };

/** What the pages send to, or null: nothing measured. Assumes a configuration without problems. */
export function resolveMeasurement(env: EnvSource): MeasurementSettings | null {
  const service = readValue(env, 'VITE_ANALYTICS')?.value;
  const site = readValue(env, 'VITE_ANALYTICS_SITE')?.value;
  return service === undefined || site === undefined ? null : { service, site };
}

/** The collector's events address the deploy forwards `/api/event` to, or null (none, or measurement off). */
export function measurementEndpoint(env: EnvSource): string | null {
  return envText(env, 'VITE_ANALYTICS') === undefined ? null : (envText(env, 'VITE_ANALYTICS_ENDPOINT') ?? null);
}

function parses(value: string, parse: (value: string) => unknown): kind.ValueProblem | null {
  try {
    parse(value);
    return null;
  } catch (error) {
    if (error instanceof kind.ValueProblem) return error;
    throw error;
  }
}

/** The ties between the measurement values; each value's own kind is checked with the others. */
export function measurementProblems(env: EnvSource): MeasurementProblem[] {
  const written = envText(env, 'VITE_ANALYTICS');
  const site = envText(env, 'VITE_ANALYTICS_SITE');
  const endpoint = envText(env, 'VITE_ANALYTICS_ENDPOINT');
  if (written === undefined)
    return [
      ...(site === undefined ? [] : ['VITE_ANALYTICS_SITE']),
      ...(endpoint === undefined ? [] : ['VITE_ANALYTICS_ENDPOINT']),
    ].map((variable) => ({
      variable,
      problem: 'is set, but VITE_ANALYTICS is not, so nothing is measured',
      fix: 'set VITE_ANALYTICS=plausible (or umami), or remove it',
    }));
  if (parses(written, kind.measurementService)) return [];
  const service = kind.measurementService(written);
  const problems: MeasurementProblem[] = [];
  if (site === undefined)
    problems.push({
      variable: 'VITE_ANALYTICS_SITE',
      problem: `is missing: ${service} counts the visits of a site it knows by name`,
      fix: `for example ${kind.measuredSiteExample[service]}`,
    });
  const checks: [string, string | undefined, (value: string) => unknown][] = [
    ['VITE_ANALYTICS_SITE', site, kind.measuredSite(service)],
    ['VITE_ANALYTICS_ENDPOINT', endpoint, kind.measurementEndpoint(service)],
  ];
  for (const [variable, value, parse] of checks) {
    // A value not of its own kind (not an https: address) is named by the check of kinds already.
    const ownKindFails =
      variable === 'VITE_ANALYTICS_ENDPOINT' && value !== undefined && parses(value, kind.httpsUrl(''));
    const problem = value === undefined || ownKindFails ? null : parses(value, parse);
    if (problem)
      problems.push({ variable, problem: `"${value}" ${problem.reason}`, fix: `for example ${problem.example}` });
  }
  return problems;
}
