import { test as base, expect } from '@playwright/test';
import { builtDist } from '../fixtures';
import { ChromiumSession } from './chromium-session';
import { startEngineServer } from './engine-server';
import { FirefoxSession } from './firefox-session';
import type { EngineName, EngineSession } from './session';
import { WebKitSession } from './webkit-session';

const starters: Record<EngineName, (origin: string, scripts: boolean) => Promise<EngineSession>> = {
  chromium: ChromiumSession.start,
  firefox: FirefoxSession.start,
  webkit: WebKitSession.start,
};

type WorkerFixtures = {
  /** The engine a project runs in (its `use.engine`). */
  engine: EngineName;
  /** The build under test, served as `npm start` serves it (engine-server.ts). */
  origin: string;
  /** One browser session per engine and per scripts on/off, started on first use and kept for the worker's tests. */
  sessions: { get: (scripts: boolean) => Promise<EngineSession> };
};

type TestFixtures = {
  /** The engine with the page's scripts running. */
  withScripts: EngineSession;
  /** The engine with scripts turned off, as a visitor with JavaScript disabled gets the site. */
  withoutScripts: EngineSession;
};

/**
 * Tests that run in any engine. Each test fails if a page it opened logged a console error or
 * warning, threw, or broke the Content Security Policy (what React reports of a failed
 * hydration included).
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  origin: [
    // Playwright reads a fixture's dependencies from this pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const server = await startEngineServer(builtDist());
      await provide(server.origin);
      await server.close();
    },
    { scope: 'worker' },
  ],
  sessions: [
    async ({ engine, origin }, provide) => {
      const started = new Map<boolean, Promise<EngineSession>>();
      await provide({
        get: (scripts) => {
          const session = started.get(scripts) ?? starters[engine](origin, scripts);
          started.set(scripts, session);
          return session;
        },
      });
      await Promise.all([...started.values()].map(async (session) => (await session).close()));
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  withScripts: async ({ sessions }, provide) => {
    const session = await sessions.get(true);
    await session.takeErrors();
    await session.takeOpenedWindows();
    await provide(session);
    expect(await session.takeErrors(), 'console errors, uncaught errors and policy violations').toEqual([]);
  },
  withoutScripts: async ({ sessions }, provide) => {
    const session = await sessions.get(false);
    await session.takeErrors();
    await session.takeOpenedWindows();
    await provide(session);
    expect(await session.takeErrors(), 'console errors and policy violations').toEqual([]);
  },
});

export { expect };
