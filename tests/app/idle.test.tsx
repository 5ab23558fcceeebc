// @vitest-environment jsdom
/**
 * The idle timeout's parts: where it applies, its figures from brand.json, the modal's
 * texts and focus, and a countdown announced in a few steps rather than every second. The timing
 * itself is tested in the browser with Playwright's clock (e2e/idle.spec.ts).
 */
import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { announcedSeconds, secondsAfterTick, secondsText } from "../../src/app/idle/countdown.ts";
import { IdleModal } from "../../src/app/idle/IdleModal.tsx";
import { idleTimeoutApplies, idleTimings } from "../../src/app/idle/idleScope.ts";
import { rateResponse } from "./support/rates.ts";

describe("where the idle timeout applies", () => {
  const pcw = { product: "car", sourceOfBusiness: "PCW" };

  it.each(["/vehicle", "/driver-personal", "/final", "/named/0/job", "/rate", "/payment", "/error"])(
    "a comparison-site customer on %s",
    (path) => {
      expect(idleTimeoutApplies(pcw, path)).toBe(true);
    },
  );

  it.each(["/retrieve", "/complete", "/declined", "/timeout"])("never on %s", (path) => {
    expect(idleTimeoutApplies(pcw, path)).toBe(false);
  });

  it("a customer whose rate came through the comparison site, before any source was set", () => {
    expect(idleTimeoutApplies({ product: "car", rate: rateResponse({ salesChannel: "PCW" }) }, "/rate")).toBe(true);
  });

  it.each([
    {},
    { product: "car" },
    { sourceOfBusiness: "DIRECT" },
    { rate: rateResponse({ salesChannel: "DIRECT", sourceOfBusiness: "DIRECT" }) },
  ])("never for a direct customer: %j", (draft) => {
    expect(idleTimeoutApplies(draft, "/vehicle")).toBe(false);
  });

  it("uses its figures from brand.json: 29 minutes, a 60-second warning, 250 ms", () => {
    expect(idleTimings).toEqual({ warningAfter: 29 * 60_000, warning: 60_000, activityDebounce: 250 });
  });
});

describe("the countdown", () => {
  it("reads in seconds, singular at one", () => {
    expect([secondsText(60), secondsText(2), secondsText(1), secondsText(0)]).toEqual(["60 seconds", "2 seconds", "1 second", "0 seconds"]);
  });

  it("counts down a shown warning in whole seconds, and a tick after Continue leaves it closed", () => {
    expect(secondsAfterTick(60, 49_500)).toBe(50);
    expect(secondsAfterTick(1, -20)).toBe(0);
    expect(secondsAfterTick(null, 61_000)).toBeNull();
  });

  it("is announced at the start and at 40, 20 and 10 seconds left only", () => {
    const announced = Array.from({ length: 61 }, (_, i) => announcedSeconds(60 - i, 60));
    const changes = announced.filter((value, i) => i === 0 || value !== announced[i - 1]);
    expect(changes).toEqual([60, 40, 20, 10]);
    expect(announcedSeconds(90, 90)).toBe(90);
  });
});

describe("the idle modal", () => {
  it("shows its title, subtitle and text and the countdown, focuses Continue with quote, and returns focus when it closes", async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    const opener = document.createElement("button");
    document.body.append(opener);
    opener.focus();
    const { unmount } = render(<IdleModal secondsLeft={47} totalSeconds={60} onContinue={onContinue} />);
    const dialog = screen.getByRole("dialog", { name: "Session timeout" });
    expect(dialog).toHaveTextContent("Are you there?");
    expect(dialog).toHaveTextContent("Your quote will time out for security in:");
    expect(screen.getByRole("timer")).toHaveTextContent("47 seconds");
    expect(document.getElementById("idle-announcement")).toHaveAttribute("aria-live", "polite");
    expect(document.getElementById("idle-announcement")).toHaveTextContent("Your quote will time out for security in: 60 seconds");
    const carryOn = screen.getByRole("button", { name: "Continue with quote" });
    expect(carryOn).toHaveFocus();

    await user.click(carryOn);
    await user.keyboard("{Escape}");
    expect(onContinue).toHaveBeenCalledTimes(2);
    unmount();
    expect(opener).toHaveFocus();
    opener.remove();
  });
});
