/** CPU time from Linux's /proc, for the server benchmarks: on a busy machine wall time is not the server's. */
import { readdirSync, readFileSync } from "node:fs";

/** The fields of a /proc stat line after the command name: [0] is the state (field 3 of proc(5)), [1] the parent's pid. */
const statFields = (stat: string) => stat.slice(stat.lastIndexOf(")") + 2).split(" ");
/** Clock ticks of 10 ms (USER_HZ 100) to ms. */
const ticksMs = (...ticks: string[]) => ticks.reduce((ms, t) => ms + Number(t) * 10, 0);

/** utime + stime of a /proc stat line, in ms. */
export function cpuFromStat(stat: string): number {
  const fields = statFields(stat);
  return ticksMs(fields[11], fields[12]);
}

/** CPU time (user + system, every thread) a process has used so far. */
export function processCpuMs(pid: number): number {
  return cpuFromStat(readFileSync(`/proc/${pid}/stat`, "utf8"));
}

/**
 * CPU time of a process and its children so far: its own, that of the children it has reaped
 * (cutime + cstime), and that of the children still running. PostgreSQL's postmaster forks a
 * backend per connection, which may end at any time; counted this way none is lost or counted twice.
 */
export function processTreeCpuMs(pid: number): number {
  const own = statFields(readFileSync(`/proc/${pid}/stat`, "utf8"));
  let ms = ticksMs(own[11], own[12], own[13], own[14]);
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = statFields(readFileSync(`/proc/${entry}/stat`, "utf8"));
      if (fields[1] === String(pid)) ms += ticksMs(fields[11], fields[12], fields[13], fields[14]);
    } catch {
      // A process that ended between listing and reading: its parent has reaped it, or will.
    }
  }
  return ms;
}
