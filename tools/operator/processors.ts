/**
 * The processors the privacy policy names (shared/processors.ts), read at build time from the
 * operator's file (VITE_PRIVACY_PROCESSORS_FILE; unset, the policy says the list is not set yet,
 * marked as a sample, and the launch check asks for it where a market sells).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { parseProcessors, type Processor } from '../../shared/processors.ts';
import { envText, type EnvSource } from './env-source.ts';
import { resolvedVirtualModule, virtualModules } from '../../shared/build-contract.ts';

/** The operator's processors; null while none are listed. */
export function readProcessors(env: EnvSource, root: string): Processor[] | null {
  const path = envText(env, 'VITE_PRIVACY_PROCESSORS_FILE');
  if (path === undefined) return null;
  let text: string;
  try {
    text = readFileSync(resolve(root, path), 'utf8');
  } catch {
    throw new Error(`VITE_PRIVACY_PROCESSORS_FILE cannot be read: ${path}`);
  }
  try {
    return parseProcessors(JSON.parse(text));
  } catch (error) {
    throw new Error(`VITE_PRIVACY_PROCESSORS_FILE (${path}): ${(error as Error).message}`);
  }
}

const moduleId = virtualModules.processors;

/** Serves the processors as `virtual:processors`: only the privacy policy's code imports it. */
export function processorsPlugin(): Plugin {
  let processors: Processor[] | null = null;
  return {
    name: 'hazel:processors',
    configResolved(config) {
      processors = readProcessors(config.env, config.root);
    },
    resolveId(id) {
      return id === moduleId ? resolvedVirtualModule(moduleId) : undefined;
    },
    load(id) {
      return id === resolvedVirtualModule(moduleId) ? `export default ${JSON.stringify(processors)};` : undefined;
    },
  };
}
