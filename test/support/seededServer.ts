import { inject } from 'vitest';
import { type AppProcess, startLoggedAppProcess } from './appProcess';
import { seededDataCopy } from './seededData';
import { SUITE_SERVER_ENV } from './suiteServerEnv';

/**
 * A server of a browser test file's own, for a file whose server must differ from the shared ones (payments off,
 * the simulator on, a clock moved by months, alerts told every second): started from a copy of the seed with the
 * shared servers' settings but for `env`, its output in `.tmp/e2e-<name>-server.log`. Its `stop` removes the
 * copy too.
 */
export async function startSeededServer(name: string, env: Record<string, string> = {}): Promise<AppProcess> {
  const data = await seededDataCopy(name);
  try {
    const server = await startLoggedAppProcess(`.tmp/e2e-${name}-server.log`, {
      entry: inject('serverEntry'),
      dataDir: data.dataDir,
      env: { ...SUITE_SERVER_ENV, ...data.env, ...env },
    });
    return { ...server, stop: () => server.stop().finally(data.remove) };
  } catch (error) {
    await data.remove();
    throw error;
  }
}
