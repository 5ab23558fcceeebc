// @vitest-environment jsdom
import "./domCleanup";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Modal } from "../../renderer-widgets/Modal";

function Page({ withInitialFocus = false, onClose = vi.fn() }: { withInitialFocus?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const continueRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} title="Session timeout" onClose={close} initialFocusRef={withInitialFocus ? continueRef : undefined}>
        <p>Are you there?</p>
        <a href="#help">Help</a>
        <button ref={continueRef} type="button" onClick={close}>
          Continue with quote
        </button>
      </Modal>
    </>
  );
}

async function openModal(props: Parameters<typeof Page>[0] = {}) {
  const user = userEvent.setup();
  render(<Page {...props} />);
  const opener = screen.getByRole("button", { name: "Open" });
  opener.focus();
  await user.keyboard("{Enter}");
  return { user, opener, dialog: screen.getByRole("dialog") };
}

describe("modal", () => {
  it("renders nothing while closed", () => {
    render(<Page />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("is a modal dialog labelled by its title", async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleName("Session timeout");
    expect(screen.getByRole("heading", { name: "Session timeout" }).id).toBe(dialog.getAttribute("aria-labelledby"));
  });

  it("focuses the first control, the catalogue's close button, by default", async () => {
    await openModal();
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
  });

  it("focuses initialFocusRef when given", async () => {
    await openModal({ withInitialFocus: true });
    expect(screen.getByRole("button", { name: "Continue with quote" })).toHaveFocus();
  });

  it("traps Tab and Shift+Tab inside", async () => {
    const { user } = await openModal();
    const close = screen.getByRole("button", { name: "Close" });
    const last = screen.getByRole("button", { name: "Continue with quote" });
    await user.tab();
    expect(screen.getByRole("link", { name: "Help" })).toHaveFocus();
    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it("pulls stray focus back inside", async () => {
    await openModal();
    screen.getByRole("button", { name: "Before" }).focus();
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
  });

  it("closes on Escape and returns focus to the opener", async () => {
    const onClose = vi.fn();
    const { user, opener } = await openModal({ onClose });
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("returns focus to the opener when closed by a button", async () => {
    const { user, opener } = await openModal({ withInitialFocus: true });
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
