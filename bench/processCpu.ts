import { readFileSync } from 'node:fs';

/** Kernel clock ticks per second, the unit of /proc/<pid>/stat's CPU times (100 on Linux for decades). */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds (user + system) a process has used so far, from /proc: for a process the benchmark started
 * (a server node) or one it does not own (a PostgreSQL backend). 0 once the process is gone.
 */
export function cpuSeconds(pid: number): number {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return 0;
  }
  // The command name (field 2) is in parentheses and may hold spaces: count the fields after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/**
 * Starts counting the CPU time of a set of processes; `read` answers the seconds they used since, given the
 * set as it is then (a process that appeared meanwhile counts whole, one that ended drops out).
 */
export function startCpuMeter(pids: readonly number[]) {
  const before = new Map(pids.map((pid) => [pid, cpuSeconds(pid)]));
  return {
    read: (now: readonly number[] = pids) =>
      now.reduce((sum, pid) => sum + Math.max(0, cpuSeconds(pid) - (before.get(pid) ?? 0)), 0),
  };
}
