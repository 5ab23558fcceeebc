/**
 * Setting bought policies up: the outbox's due tasks (setupOutbox.ts) are claimed and each handed
 * to its port: the confirmation and app-login emails to the mailer, the device order to the
 * dispatcher, the credit agreement's activation to the premium finance provider. It runs just after
 * a take-up commits (for that policy), at start and periodically (for any left: a crash between
 * the commit and the sending, a port that failed), so each task is done once it can be.
 *
 * Exactly once: a task is marked done after its port accepts it, and only the claim's holder may
 * mark it. The dispatcher and the finance provider are idempotent by key (policy reference, quote
 * reference), so a crash between a hand-over and its mark only repeats a no-op; an email in that
 * window (milliseconds) would be sent again, the one case this cannot rule out.
 * Nothing personal is logged: policy references, task names and error codes only.
 */
import type { ServerClock } from "../clock.ts";
import type { Db } from "../db/index.ts";
import { deviceTypeOf } from "../domain/deviceAssignment.ts";
import { isPlainEmailAddress } from "../domain/emailAddress.ts";
import type { Mailer } from "../mail/mailer.ts";
import { boughtPolicy, type BoughtPolicy } from "./boughtPolicy.ts";
import type { DeviceDispatcher, DispatchOrder, FinanceProvider } from "./ports.ts";
import { addressLines, appLoginMail, confirmationMail, obdLocationText } from "./setupMails.ts";
import { claimTasks, completeTask, failTask, type ClaimedTask } from "./setupOutbox.ts";

export interface SetupPorts {
  mailer: Mailer;
  dispatcher: DeviceDispatcher;
  finance: FinanceProvider;
}

/** A claim lasts long enough for a slow SMTP server; a failed task is tried again once it lapses. */
const claimMs = 5 * 60_000;
const batchSize = 50;

export class PolicySetup {
  constructor(
    private readonly db: Db,
    private readonly ports: SetupPorts,
    private readonly clock: ServerClock,
    /** This server's name in claims. */
    private readonly holder: string,
    private readonly log: (message: string) => void,
  ) {}

  /** Just after a take-up commits: its policy's tasks, never failing the take-up (a later run finishes what this leaves). */
  async afterTakeUp(policyReference: string): Promise<void> {
    await this.run(policyReference).catch((error: Error) =>
      this.log(`Policy set-up for ${policyReference} stopped (${error.name}); a later run finishes it`),
    );
  }

  /** Does the due tasks (of one policy, or all); how many were done. Failures are logged and left for a later run. */
  async run(policyReference?: string): Promise<number> {
    let done = 0;
    const policies = new Map<string, BoughtPolicy | undefined>();
    for (;;) {
      const now = this.clock.now();
      const claimed = await claimTasks(this.db, this.holder, now, new Date(now.getTime() + claimMs), batchSize, policyReference);
      for (const task of claimed) {
        if (!policies.has(task.policy_reference)) policies.set(task.policy_reference, await boughtPolicy(this.db, task.policy_reference));
        if (await this.#perform(task, policies.get(task.policy_reference))) done++;
      }
      if (claimed.length < batchSize) return done;
    }
  }

  async #perform(claimed: ClaimedTask, policy: BoughtPolicy | undefined): Promise<boolean> {
    const label = `Policy set-up ${claimed.task} for ${claimed.policy_reference}`;
    try {
      if (!policy) throw Object.assign(new Error("policy not found"), { code: "POLICY_NOT_FOUND" });
      const outcome = await this.#handOver(claimed, policy);
      await completeTask(this.db, claimed, this.holder, this.clock.now());
      this.log(`${label} ${outcome}`);
      return true;
    } catch (error) {
      // A transport's message can quote an address: only the code is kept and logged.
      const code = String((error as { code?: unknown }).code ?? (error as Error).name);
      await failTask(this.db, claimed, this.holder, code).catch(() => undefined);
      this.log(`${label} failed (${code}); it is tried again later`);
      return false;
    }
  }

  /** Hands the task to its port; what happened, for the log. */
  async #handOver({ task }: ClaimedTask, policy: BoughtPolicy): Promise<string> {
    if (task === "dispatch") {
      await this.ports.dispatcher.dispatch(dispatchOrder(policy));
      return "ordered";
    }
    if (task === "finance") {
      await this.ports.finance.activate(policy.quoteRef, policy.policyReference);
      return "activated";
    }
    const driverIndex = task === "confirmation" ? 0 : Number(task.slice("app-login-".length));
    const to = emailOf(policy, driverIndex);
    // Checked when the quote was rated; an address that is not a plain one is never mailed.
    if (!to || !isPlainEmailAddress(to)) return "skipped (no plain email address)";
    const mail = task === "confirmation" ? confirmationMail(policy, to) : appLoginMail(policy, driverIndex, to);
    return `sent (${await this.ports.mailer.send(mail)})`;
  }
}

/** A driver's own address; the policyholder's is on the policyholder too. */
function emailOf(policy: BoughtPolicy, driverIndex: number): string | null {
  const { drivers, quote } = policy.request.capturedQuoteModel;
  const own = drivers[driverIndex]?.email ?? null;
  return own ?? (driverIndex === 0 ? quote.policyholderDTO.email : null);
}

export function dispatchOrder(policy: BoughtPolicy): DispatchOrder {
  const { quote, vehicles } = policy.request.capturedQuoteModel;
  const holder = quote.policyholderDTO;
  const deviceType = deviceTypeOf(quote.scheme);
  const obdLocation = deviceType === "C330" ? (vehicles[0]?.obdLocation ?? null) : null;
  const lines = addressLines({ ...holder.address, postTown: null, postcode: null });
  return {
    policyReference: policy.policyReference,
    deviceType,
    obdLocation,
    obdLocationText: deviceType === "C330" ? obdLocationText(obdLocation) : null,
    vehicleRegistration: vehicles[0]?.vehicleRegistrationNumber ?? null,
    deliverTo: {
      name: [holder.name.title, holder.name.firstName, holder.name.surname].filter(Boolean).join(" "),
      addressLines: lines,
      postTown: holder.address.postTown,
      postcode: holder.address.postcode,
    },
  };
}
