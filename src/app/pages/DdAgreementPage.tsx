/**
 * /ddagreement, "Direct debit agreement": who collects the monthly payments (the premium finance
 * provider), the name on the bank statement, the Direct Debit Guarantee, and the note to call for an
 * account in someone else's name or paying by phone, with the channel's customer-service number.
 */
import { useNavigate } from "react-router";
import { useQuote } from "../../store/QuoteStoreContext.tsx";
import { appRoutes, text } from "../catalogue.ts";
import { useDocumentTitle } from "../useDocumentTitle.ts";
import { financeProviderName } from "../rate/quoteText.ts";
import { BuyPage } from "../buy/BuyPage.tsx";
import { buyText, ddGuarantee } from "../buy/buyText.ts";
import { channelPhone } from "../buy/channel.ts";
import type { Purchase } from "../buy/purchase.ts";

export function DdAgreementPage({ title }: { title: string }) {
  return <BuyPage step="ddagreement">{(purchase) => <DdAgreement title={title} purchase={purchase} />}</BuyPage>;
}

function DdAgreement({ title, purchase }: { title: string; purchase: Purchase }) {
  const product = useQuote((s) => s.draft.product);
  const navigate = useNavigate();
  useDocumentTitle(title);
  if (purchase.method !== "MONTHLY") return null;
  const provider = financeProviderName(purchase.option.premiumFinanceProvider);
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">{title}</h1>
        <p className="govuk-body" id="dd-provider">
          {buyText("ddIntro", { provider })}
        </p>
        <p className="govuk-body" id="dd-statement-name">
          {buyText("ddStatementName")}
        </p>
        <h2 className="govuk-heading-m">{buyText("ddGuaranteeHeading")}</h2>
        <ul className="govuk-list govuk-list--bullet">
          {ddGuarantee({ provider }).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <div className="govuk-inset-text" id="dd-phone-note">
          {buyText("ddPhoneNote", { phone: channelPhone(purchase.rate, product) })}
        </div>
        <button type="button" className="govuk-button" onClick={() => navigate(appRoutes.ddpayment.path)}>
          {text("continue")}
        </button>
      </div>
    </div>
  );
}
