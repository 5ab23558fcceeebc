/** How a priced quote can be paid: one card payment, and the monthly plan when the file offers one. */
import { addonMonthlyCost, monthlyPlan } from "./finance.ts";
import type { Addon, PaymentTerms } from "./fileFormat.ts";
import type { AddonOutcome, PaymentOption } from "./types.ts";

/** `price`: premium plus the selected addons, pence. */
export function paymentOptions(price: number, terms: PaymentTerms): PaymentOption[] {
  const { single, monthly, payPerMile } = terms;
  const options: PaymentOption[] = [
    {
      kind: "single",
      paymentCollectionOptionCode: "SINGLE_CARD_PAYMENT",
      cardPaymentProcessor: single.cardPaymentProcessor,
      settlementMethod: single.settlementMethod,
      // Pay per mile: the upfront amount covers the parked car; miles are billed as driven.
      totalAmountPayable: price,
      pencePerMile: payPerMile?.pencePerMile ?? null,
    },
  ];
  if (monthly) {
    const plan = monthlyPlan(price, monthly);
    options.push({
      kind: "instalments",
      paymentCollectionOptionCode: "INSTALMENTS_WITH_DEPOSIT",
      premiumFinanceProvider: monthly.premiumFinanceProvider,
      instalmentCount: plan.instalmentCount,
      instalmentSettlementMethod: monthly.instalmentSettlementMethod,
      upFrontAmount: plan.upFrontAmount,
      upFrontCardPaymentProcessor: single.cardPaymentProcessor,
      upFrontSettlementMethod: single.settlementMethod,
      standardInstalmentAmount: plan.standardInstalmentAmount,
      totalAmountOfCredit: plan.totalAmountOfCredit,
      interestAmount: plan.interestAmount,
      interestFixedRate: monthly.interestFixedRate,
      arrangementFee: plan.arrangementFee,
      totalAmountPayable: plan.totalAmountPayable,
      typicalApr: plan.typicalApr,
    });
  }
  return options;
}

/**
 * Each addon with what it costs and whether it is taken: mandatory ones always; the others as the
 * consumer chose, or the file's `selectedByDefault` before any choice. Without a monthly plan the
 * monthly cost is 0.
 */
export function addonOutcomes(pkg: string, addons: Addon[], chosen: string[] | undefined, terms: PaymentTerms): AddonOutcome[] {
  return addons.map((addon) => ({
    underwrittenDataPointId: `${pkg}-${addon.code}`,
    code: addon.code,
    description: addon.description,
    annualCost: addon.annualCost,
    monthlyCost: terms.monthly ? addonMonthlyCost(addon.annualCost, terms.monthly) : 0,
    selected: addon.mandatory || (chosen ? chosen.includes(addon.code) : addon.selectedByDefault),
    mandatory: addon.mandatory,
  }));
}
