// @vitest-environment jsdom
import "./domCleanup";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Modal } from "../../renderer-widgets/Modal";

describe("modal on the native dialog element", () => {
  it("opens a <dialog> with showModal, so the platform makes the page under it inert", () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, "showModal");
    render(
      <Modal open title="Session timeout" onClose={() => undefined}>
        <p>Are you there?</p>
      </Modal>,
    );
    const dialog = screen.getByRole("dialog", { name: "Session timeout" });
    expect(dialog.tagName).toBe("DIALOG");
    expect(showModal).toHaveBeenCalledTimes(1);
    expect((dialog as HTMLDialogElement).open).toBe(true);
    showModal.mockRestore();
  });

  it("leaves closing to its owner: Escape asks, and the dialog stays while `open` is true", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Modal open title="Session timeout" onClose={onClose}>
        <p>Are you there?</p>
      </Modal>,
    );
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("dialog")).toHaveProperty("open", true);
  });
});
