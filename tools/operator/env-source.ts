/** The build's environment, as the operator-value modules read it. */
export type EnvSource = Readonly<Record<string, string | boolean | undefined>>;

/** A variable's value, trimmed; undefined when unset or blank. */
export function envText(env: EnvSource, name: string): string | undefined {
  const raw = env[name];
  const value = typeof raw === 'string' ? raw.trim() : '';
  return value === '' ? undefined : value;
}
