/** Presses that land faster than React can re-render, as a quick double click or a double tap may. */
import { act } from "@testing-library/react";

/** Two presses of `button` before React re-renders it: the second still finds it enabled. */
export async function pressTwice(button: HTMLElement): Promise<void> {
  await act(async () => {
    button.click();
    button.click();
  });
}
