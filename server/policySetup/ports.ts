/**
 * The ports a bought policy is set up through (policySetup.ts), each with a local default that
 * writes files an operator can read: the device dispatcher (localDispatcher.ts) and the premium
 * finance provider (localFinance.ts). Mail goes through the server's Mailer (mail/mailer.ts).
 */

/** The telematics device to post to the policyholder's home. */
export interface DispatchOrder {
  /** The idempotency key: one order per policy. */
  policyReference: string;
  /** C330 (plug-in, OBD port) or IC6 (windscreen). */
  deviceType: "C330" | "IC6";
  /** Where the plug-in goes (LOC1..LOC10) and in words; null for a windscreen device. */
  obdLocation: string | null;
  obdLocationText: string | null;
  vehicleRegistration: string | null;
  deliverTo: { name: string; addressLines: string[]; postTown: string | null; postcode: string | null };
}

export interface DeviceDispatcher {
  /** Orders the device; ordering again for the same policy changes nothing. */
  dispatch(order: DispatchOrder): Promise<void>;
}

/** A monthly plan's direct debit mandate and credit agreement, handed to its premium finance provider. */
export interface FinanceAgreement {
  /** The idempotency key: the quote reference (a quote is bought at most once). */
  key: string;
  provider: "CLOSE_BROTHERS" | "PREMFINA";
  inceptionDateTime: string;
  borrower: { name: string; email: string | null };
  /** The full account number goes to the provider only: our tables keep the last four digits. */
  mandate: { accountHolder: string; sortCode: string; accountNumber: string };
  /** Pence, as rated. */
  credit: {
    upFrontAmount: number;
    instalmentCount: number;
    standardInstalmentAmount: number;
    totalAmountOfCredit: number;
    interestAmount: number;
    interestFixedRate: number;
    arrangementFee: number;
    typicalApr: number;
    totalAmountPayable: number;
  };
}

export interface FinanceProvider {
  /**
   * Lodges the agreement before the policy is recorded; lodging the same key again replaces it, so
   * the provider holds one per quote however often take-up is retried. A lodged agreement is not
   * live until it is activated.
   */
  lodge(agreement: FinanceAgreement): Promise<void>;
  /** Makes the lodged agreement live for the policy (after the policy is recorded); again, nothing changes. */
  activate(key: string, policyReference: string): Promise<void>;
}
