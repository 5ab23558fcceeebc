/**
 * The app runs on Preact (see scripts/preactAlias.ts). Preact runs effects after the next
 * animation frame (or a 35 ms timer); React runs them in a task straight after the commit. Effects
 * here move focus, start timers and report page views, so they run as React's do: a message-channel
 * task, which neither a hidden tab's frames nor a paused clock hold back.
 */
import { options } from "preact";

let channel: MessageChannel | undefined;
let pending: (() => void)[] = [];

function afterCommit(callback: () => void): void {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const callbacks = pending;
      pending = [];
      for (const run of callbacks) run();
    };
    // Node's ports (unit tests) would otherwise keep the process alive; browsers have no unref.
    (channel.port1 as { unref?: () => void }).unref?.();
  }
  pending.push(callback);
  if (pending.length === 1) channel.port2.postMessage(null);
}

options.requestAnimationFrame = afterCommit;
