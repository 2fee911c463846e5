import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * `npm ci` on a clean clone must print no warning. The project runs on the Node versions package.json's `engines` names (CI and the machines run Node 20):
 * every package the lock installs must run on the lowest of them and on the Node running now, or `npm ci`
 * warns EBADENGINE and the package may call what that Node lacks. When an update needs a newer Node, choose
 * an older version of it (or an `overrides` entry for a nested one) instead.
 */

interface LockEntry {
  version?: string;
  hasInstallScript?: boolean;
  engines?: Record<string, string> | string[];
  os?: string[];
  cpu?: string[];
}

// Tests run from the project's root, as readmeConfig.test.ts reads README.md.
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  allowScripts?: Record<string, boolean>;
};
const ours = pkg.engines.node;
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockEntry> };

/** npm installs a platform's binary only on that platform (`os`, `cpu`; a leading "!" excludes). */
const fits = (allowed: string[] | undefined, here: string) =>
  !allowed ||
  (allowed.some((a) => !a.startsWith('!')) ? allowed.includes(here) : !allowed.includes(`!${here}`));

describe('Node engines', () => {
  const lowest = semver.minVersion(ours)?.version;

  it('names a Node range in package.json that the running Node is in', () => {
    expect(lowest).toBeDefined();
    expect(semver.satisfies(process.version, ours)).toBe(true);
  });

  it('locks only packages that run on the lowest Node of that range and on this one', () => {
    const refusing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      const node = !entry.engines || Array.isArray(entry.engines) ? undefined : entry.engines.node;
      if (!path || node === undefined) continue;
      if (!fits(entry.os, process.platform) || !fits(entry.cpu, process.arch)) continue;
      for (const version of [lowest!, process.version])
        if (!semver.satisfies(version, node))
          refusing.push(
            `${path.replace(/^.*node_modules\//, '')}@${entry.version}: node ${node}, not ${version}`,
          );
    }
    expect(refusing).toEqual([]);
  });
});

/**
 * npm 11 lists, at the end of every install, the packages whose install scripts `allowScripts` does not decide
 * (npm 12 skips them): each one the lock installs is approved (true: esbuild places its binary) or denied
 * (false: a script the project does not need), by name (`npm install-scripts approve --no-allow-scripts-pin`)
 * or pinned to versions (`name@range`).
 */
describe('install scripts', () => {
  const decided = Object.keys(pkg.allowScripts ?? {}).map((key) => {
    const at = key.lastIndexOf('@');
    return at > 0 ? { name: key.slice(0, at), range: key.slice(at + 1) } : { name: key, range: '*' };
  });

  it('has an allowScripts decision for every locked package with an install script', () => {
    const undecided: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      if (!path || !entry.hasInstallScript) continue;
      const name = path.replace(/^.*node_modules\//, '');
      if (!decided.some((d) => d.name === name && semver.satisfies(entry.version ?? '', d.range)))
        undecided.push(`${name}@${entry.version}`);
    }
    expect(undecided).toEqual([]);
  });
});
