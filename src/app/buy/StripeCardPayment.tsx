/**
 * The Stripe card form: Stripe's Payment Element, mounted with the intent's publishable key and
 * client secret, confirmed without leaving the page unless the card's bank insists. Stripe's
 * script is loaded only here (the pure entry does not load it on import). This path needs
 * Stripe's network, so the browser tests use the local processor.
 */
import { useEffect, useRef, useState } from "react";
import type { Stripe, StripeElements } from "@stripe/stripe-js";
import { Spinner } from "../../../renderer-widgets/Spinner.tsx";
import type { PaymentErrorCode, PaymentIntentDetails } from "../../api/purchase.ts";
import { formatPence } from "../rate/money.ts";
import { useSingleFlightMutation } from "../useSingleFlightMutation.ts";
import { buyText } from "./buyText.ts";
import { stripeErrorCode } from "./stripeErrors.ts";

interface Props {
  intent: PaymentIntentDetails;
  onPaid(): void;
  onFailed(code: PaymentErrorCode | "UNAVAILABLE"): void;
}

export function StripeCardPayment({ intent, onPaid, onFailed }: Props) {
  const mountPoint = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const paying = useSingleFlightMutation({
    mutationFn: ({ stripe, elements }: { stripe: Stripe; elements: StripeElements }) =>
      stripe.confirmPayment({ elements, redirect: "if_required", confirmParams: { return_url: window.location.href } }),
  });

  useEffect(() => {
    let cancelled = false;
    let unmount: (() => void) | undefined;
    void (async () => {
      try {
        const { loadStripe } = await import("@stripe/stripe-js/pure");
        const loaded = await loadStripe(intent.apiKey!, intent.accountId ? { stripeAccount: intent.accountId } : undefined);
        if (cancelled || !loaded || !mountPoint.current) return;
        const elements = loaded.elements({ clientSecret: intent.clientSecret });
        const element = elements.create("payment");
        element.mount(mountPoint.current);
        unmount = () => element.destroy();
        setStripe({ stripe: loaded, elements });
      } catch {
        if (!cancelled) onFailed("UNAVAILABLE");
      }
    })();
    return () => {
      cancelled = true;
      unmount?.();
    };
    // One Payment Element per intent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [intent.paymentIntentId]);

  async function pay() {
    if (!stripe || paying.inFlight()) return;
    try {
      const { error, paymentIntent } = await paying.mutateAsync(stripe);
      if (error) onFailed(stripeErrorCode(error));
      else if (paymentIntent?.status === "succeeded") onPaid();
      else onFailed("PAYMENT_NOT_COMPLETED");
    } catch {
      onFailed("GENERIC");
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
      aria-labelledby="card-details-heading"
    >
      <h2 className="govuk-heading-m" id="card-details-heading">
        {buyText("cardDetailsHeading")}
      </h2>
      <div ref={mountPoint} className="govuk-form-group" data-stripe-payment-element />
      <div aria-live="polite">
        {(paying.isPending || !stripe) && <Spinner label={buyText(paying.isPending ? "paying" : "preparingPayment")} />}
      </div>
      <button type="submit" className="govuk-button" disabled={!stripe || paying.isPending} id="pay">
        {buyText("pay", { amount: formatPence(intent.amount) })}
      </button>
    </form>
  );
}
