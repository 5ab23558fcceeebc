/**
 * The emails a bought policy sends: the confirmation to the policyholder (reference, cover start,
 * what was paid and how, the device coming to the home address and the 7-day rule, the app) and
 * an app-login email to each driver at their own address. Texts come from the catalogue:
 * email.json, and buy.json for the device, the 7-day rule and the credit provider, so the email
 * and the app's pages say the same.
 */
import { instalmentDates, longDate } from "../../src/api/instalmentDates.ts";
import { formatMessage } from "../../src/engine/index.ts";
import { brand } from "../domain/brand.ts";
import { deviceTypeOf } from "../domain/deviceAssignment.ts";
import { catalogueText } from "../domain/errors.ts";
import type { Address } from "../domain/quoteRequest.ts";
import type { Mail } from "../mail/mailer.ts";
import { htmlParagraph } from "../mail/mailHtml.ts";
import type { BoughtPolicy } from "./boughtPolicy.ts";

type PolicyText =
  | "subject"
  | "greeting"
  | "intro"
  | "coverStart"
  | "paidAnnual"
  | "paidMonthly"
  | "instalments"
  | "deviceAddress"
  | "appIntro"
  | "appStore"
  | "googlePlay"
  | "signOff";
type AppLoginText = "subject" | "greeting" | "intro" | "login" | "appStore" | "googlePlay" | "signOff";

const pounds = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
const money = (pence: number) => pounds.format(pence / 100);
export function confirmationMail(policy: BoughtPolicy, to: string): Mail {
  const { quote, drivers } = policy.request.capturedQuoteModel;
  const holder = quote.policyholderDTO;
  const option = policy.option;
  const monthly = option.kind === "instalments" ? option : undefined;
  const policyParams = {
    brand: brand.name,
    policyReference: policy.policyReference,
    firstName: holder.name.firstName ?? drivers[0]?.driverName.firstName ?? "",
    coverStart: coverStartOf(policy),
    amount: money(policy.amountPaid),
    accountLast4: policy.accountLast4 ?? "",
    instalmentCount: monthly?.instalmentCount ?? 0,
    instalmentAmount: money(monthly?.standardInstalmentAmount ?? 0),
    firstInstalmentDate: monthly ? longDate(instalmentDates(policy.inceptionDateTime, 1)[0]) : "",
    totalAmountPayable: money(option.totalAmountPayable),
    homeAddress: addressLines(holder.address).join(", "),
    appStoreUrl: brand.help.appStoreUrl,
    googlePlayUrl: brand.help.googlePlayUrl,
  };
  const policyText = (key: PolicyText) => formatMessage(catalogueText("email", "policyEmail", key), policyParams);
  const payment = monthly
    ? [
        policyText("paidMonthly"),
        policyText("instalments"),
        formatMessage(catalogueText("buy", "ddIntro"), {
          provider: catalogueText("quote", "financeProviders", monthly.premiumFinanceProvider),
        }),
      ]
    : [policyText("paidAnnual")];
  const paragraphs = [
    policyText("greeting"),
    policyText("intro"),
    policyText("coverStart"),
    ...payment,
    ...deviceParagraphs(policy),
    policyText("deviceAddress"),
    catalogueText("buy", "sevenDaysWarning"),
    policyText("appIntro"),
    policyText("appStore"),
    policyText("googlePlay"),
    policyText("signOff"),
  ];
  return plainMail(to, policyText("subject"), paragraphs);
}

/** The app-login email of the driver at `driverIndex` (the policyholder is 0), to their own address. */
export function appLoginMail(policy: BoughtPolicy, driverIndex: number, to: string): Mail {
  const driver = policy.request.capturedQuoteModel.drivers[driverIndex];
  const loginParams = {
    brand: brand.name,
    policyReference: policy.policyReference,
    firstName: driver?.driverName.firstName ?? "",
    coverStart: coverStartOf(policy),
    email: to,
    appStoreUrl: brand.help.appStoreUrl,
    googlePlayUrl: brand.help.googlePlayUrl,
  };
  const loginText = (key: AppLoginText) => formatMessage(catalogueText("email", "appLoginEmail", key), loginParams);
  return plainMail(to, loginText("subject"), [
    loginText("greeting"),
    loginText("intro"),
    loginText("login"),
    catalogueText("buy", "sevenDaysWarning"),
    loginText("appStore"),
    loginText("googlePlay"),
    loginText("signOff"),
  ]);
}

/** The device's own paragraphs, as the app's telematics page words them. */
function deviceParagraphs(policy: BoughtPolicy): string[] {
  const { quote, vehicles } = policy.request.capturedQuoteModel;
  if (deviceTypeOf(quote.scheme) === "IC6") return [catalogueText("buy", "windscreenBody")];
  return [
    catalogueText("buy", "plugInBody"),
    formatMessage(catalogueText("buy", "obdLocationLead"), { location: obdLocationText(vehicles[0]?.obdLocation ?? null) }),
  ];
}

/** Where the plug-in goes, in words ("under the steering column"), or the catalogue's default. */
export function obdLocationText(code: string | null): string {
  try {
    return code ? catalogueText("buy", "obdLocations", code) : catalogueText("buy", "obdLocationUnknown");
  } catch {
    return catalogueText("buy", "obdLocationUnknown");
  }
}

/** The home address as the lines a label or a letter prints, the postcode last. */
export function addressLines(address: Address): string[] {
  const parts = [address.line1, address.line2, address.line3, address.line4, address.postTown, address.postcode];
  return parts.filter((part): part is string => typeof part === "string" && part.trim() !== "");
}

function coverStartOf(policy: BoughtPolicy): string {
  return longDate(policy.inceptionDateTime.slice(0, 10));
}

function plainMail(to: string, subject: string, paragraphs: string[]): Mail {
  return { to, subject, text: paragraphs.join("\n\n"), html: paragraphs.map(htmlParagraph).join("\n") };
}
