/**
 * A lease on a periodic job in the database (table job_leases): a server runs the job only when
 * its claim finds the lease free or lapsed, so however many servers share the database, one runs
 * it at a time and once per period. A run that fails gives the lease back for another to try.
 */
import type { Db } from "../db/index.ts";

export interface JobLease {
  /** True when this holder now has the job until `until`; false when another holds it. */
  claim(job: string, now: Date, until: Date): Promise<boolean>;
  /** Gives the job back early (a failed run), if this holder still has it. */
  release(job: string, now: Date): Promise<void>;
}

export function jobLease(db: Db, holder: string): JobLease {
  return {
    async claim(job, now, until) {
      // One statement: of servers claiming at once, the row lock lets exactly one find it lapsed.
      const { rows } = await db.query(
        `INSERT INTO job_leases (name, holder, expires_at) VALUES ($1, $2, $3)
         ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
           WHERE job_leases.expires_at <= $4
         RETURNING holder`,
        [job, holder, until.toISOString(), now.toISOString()],
      );
      return rows.length === 1;
    },
    async release(job, now) {
      await db.query(`UPDATE job_leases SET expires_at = $3 WHERE name = $1 AND holder = $2`, [job, holder, now.toISOString()]);
    },
  };
}
