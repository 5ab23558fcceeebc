/**
 * jsdom has the <dialog> element but not showModal() or close(), nor the inert page behind a
 * modal dialog. This stands in for the parts the app relies on, as browsers do them: the open
 * attribute, focus on the first focusable control, Escape firing a cancelable `cancel` (and
 * closing unless it is cancelled), and focus() doing nothing outside an open modal dialog.
 */
const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([disabled]):not([type='hidden']), select:not([disabled]), textarea:not([disabled]), [tabindex]";

export function installDialogPolyfill(): void {
  const dialogProto = HTMLDialogElement.prototype;
  if (typeof dialogProto.showModal === "function") return;
  let modals: HTMLDialogElement[] = [];
  const topModal = () => {
    modals = modals.filter((dialog) => dialog.isConnected && dialog.open);
    return modals.at(-1);
  };

  dialogProto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException("The dialog is already open.", "InvalidStateError");
    if (!this.isConnected) throw new DOMException("The dialog is not in a document.", "InvalidStateError");
    this.open = true;
    modals.push(this);
    (this.querySelector<HTMLElement>(FOCUSABLE) ?? this).focus();
  };
  dialogProto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    modals = modals.filter((dialog) => dialog !== this);
    this.dispatchEvent(new Event("close"));
  };

  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function focusUnlessInert(this: HTMLElement, options?: FocusOptions) {
    const modal = topModal();
    if (modal && !modal.contains(this)) return;
    focus.call(this, options);
  };

  document.addEventListener("keydown", (event) => {
    const modal = topModal();
    if (event.key !== "Escape" || !modal || event.defaultPrevented) return;
    if (modal.dispatchEvent(new Event("cancel", { cancelable: true }))) modal.close();
  });
}
