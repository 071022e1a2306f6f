/**
 * Reads the operator's values as a production build does, with where each came from, and checks
 * them, with how far each translation is behind the English: the configuration and the launch
 * check in one report (launch-check.ts). The build runs it
 * before it builds anything, and `npm run launch-check` prints it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { applyFilesWithByteOrderMark, readOperatorEnv } from './env-files.ts';
import { launchCheck, type LaunchCheck } from './launch-check.ts';
import { statusOfFiles } from '../translations/translation-status.mjs';

/**
 * Puts the values of `envFiles` (later files win; a byte-order mark is no part of the first line)
 * into the environment, under what is already set there, as Vite's own .env files are: the build that follows reads them. Returns the names that
 * were set before.
 */
export function applyEnvFiles(envFiles: readonly string[]): Set<string> {
  const environment = new Set(Object.keys(process.env));
  for (const file of envFiles) {
    for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8').replace(/^\ufeff/, '')))) {
      if (!environment.has(name)) process.env[name] = value;
    }
  }
  return environment;
}

export function checkOperatorValues({
  root,
  envFiles = [],
  today = new Date(),
}: {
  root: string;
  envFiles?: readonly string[];
  today?: Date;
}): LaunchCheck {
  const environment = applyEnvFiles(envFiles);
  applyFilesWithByteOrderMark(root);
  const env = readOperatorEnv(
    root,
    envFiles.map((file) => resolve(file)),
    environment,
  );
  return launchCheck(env.values, root, today, env, statusOfFiles());
}
