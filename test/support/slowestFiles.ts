import type { Reporter, TestModule } from 'vitest/node';

/** How many of each project's slowest files a run names. */
const SHOWN = 10;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** What a file cost its worker: environment, harness, setup files, import and collection, then its tests. */
function costOf(module: TestModule) {
  const d = module.diagnostic();
  const overhead = d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration;
  return { file: module.moduleId, total: overhead + d.duration, overhead, tests: d.duration };
}

/**
 * Names each project's slowest files at the end of a run, with the part spent before the first test (a
 * browser environment, imports) apart from the tests themselves, so a slowdown is seen the day it lands.
 */
export default class SlowestFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const byProject = new Map<string, TestModule[]>();
    for (const module of modules)
      byProject.set(module.project.name, [...(byProject.get(module.project.name) ?? []), module]);
    const root = process.cwd();
    for (const [project, files] of byProject) {
      const slowest = files
        .map(costOf)
        .sort((a, b) => b.total - a.total)
        .slice(0, SHOWN);
      console.log(`\nslowest files of ${project} (total = before the first test + tests):`);
      for (const { file, total, overhead, tests } of slowest)
        console.log(
          `  ${seconds(total).padStart(8)}  (${seconds(overhead)} + ${seconds(tests)})  ${file.replace(`${root}/`, '')}`,
        );
    }
  }
}
