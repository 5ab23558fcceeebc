/**
 * The outbox of policy set-up work (table policy_setup_tasks, migration 015): which tasks a policy
 * gets, written by the statement that records it (domain/takeUp.ts), and the claims a server makes
 * on due tasks. A claim is one statement that locks the rows it takes with FOR UPDATE SKIP LOCKED
 * and stamps them with the server and a lease, so servers claiming at once take different tasks
 * and a task claimed by a server that then died is taken again once its lease lapses.
 */
import type { Queryable } from "../db/index.ts";

export type SetupTask = "confirmation" | `app-login-${number}` | "dispatch" | "finance";

/** A policy's tasks: the confirmation, an app login for each driver (the policyholder first), the device, and for a monthly plan the credit agreement. */
export function setupTasks(driverCount: number, monthly: boolean): SetupTask[] {
  const logins = Array.from({ length: driverCount }, (_, index): SetupTask => `app-login-${index}`);
  return ["confirmation", ...logins, "dispatch", ...(monthly ? (["finance"] as const) : [])];
}

export interface ClaimedTask {
  policy_reference: string;
  task: SetupTask;
}

/** Tasks of one policy (or any) not done and not claimed by a live lease, oldest first, now this holder's until `until`. */
export async function claimTasks(
  db: Queryable,
  holder: string,
  now: Date,
  until: Date,
  limit: number,
  policyReference?: string,
): Promise<ClaimedTask[]> {
  const { rows } = await db.query<ClaimedTask>(
    `UPDATE policy_setup_tasks t SET claimed_by = $1, claimed_until = $3, attempts = t.attempts + 1
     FROM (SELECT policy_reference, task FROM policy_setup_tasks
           WHERE done_at IS NULL AND (claimed_until IS NULL OR claimed_until <= $2) AND ($5::text IS NULL OR policy_reference = $5)
           ORDER BY created_at, policy_reference, task LIMIT $4
           FOR UPDATE SKIP LOCKED) due
     WHERE t.policy_reference = due.policy_reference AND t.task = due.task
     RETURNING t.policy_reference, t.task`,
    [holder, now.toISOString(), until.toISOString(), limit, policyReference ?? null],
  );
  return rows;
}

/** Marks a claimed task done, if the claim is still this holder's. */
export async function completeTask(db: Queryable, claimed: ClaimedTask, holder: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE policy_setup_tasks SET done_at = $4, claimed_until = NULL, last_error = NULL
     WHERE policy_reference = $1 AND task = $2 AND claimed_by = $3 AND done_at IS NULL`,
    [claimed.policy_reference, claimed.task, holder, now.toISOString()],
  );
}

/** Records why a claimed task failed (a code); the claim stays until its lease lapses, which spaces out the retries. */
export async function failTask(db: Queryable, claimed: ClaimedTask, holder: string, code: string): Promise<void> {
  await db.query(`UPDATE policy_setup_tasks SET last_error = $4 WHERE policy_reference = $1 AND task = $2 AND claimed_by = $3`, [
    claimed.policy_reference,
    claimed.task,
    holder,
    code.slice(0, 100),
  ]);
}
