// @vitest-environment jsdom
/**
 * A page's server call through useMutation: in flight from the moment it starts (before React
 * hears of it) until it settles, per component, and sent even when the browser says it is offline.
 */
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, renderHook, waitFor } from "@testing-library/react";
import { onlineManager, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useSingleFlightMutation } from "../../src/app/useSingleFlightMutation.ts";
import { deferred } from "./support/buy.ts";

const client = new QueryClient();
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

afterEach(() => onlineManager.setOnline(true));

describe("useSingleFlightMutation", () => {
  it("is in flight as soon as a call starts, and not once it has settled", async () => {
    const call = deferred<string>();
    const { result } = renderHook(() => useSingleFlightMutation({ mutationFn: () => call.promise }), { wrapper });
    expect(result.current.inFlight()).toBe(false);
    act(() => result.current.mutate());
    expect(result.current.inFlight()).toBe(true);
    await waitFor(() => expect(result.current.isPending).toBe(true));

    await act(async () => call.resolve("done"));
    await waitFor(() => expect(result.current.data).toBe("done"));
    expect(result.current.inFlight()).toBe(false);
  });

  it("is not held back by another component's call", async () => {
    const call = deferred<string>();
    const first = renderHook(() => useSingleFlightMutation({ mutationFn: () => call.promise }), { wrapper });
    const second = renderHook(() => useSingleFlightMutation({ mutationFn: async () => "second" }), { wrapper });
    act(() => first.result.current.mutate());
    expect(first.result.current.inFlight()).toBe(true);
    expect(second.result.current.inFlight()).toBe(false);
    await act(async () => call.resolve("first"));
  });

  it("sends the call while the browser says it is offline, so a failure shows rather than a page busy for ever", async () => {
    onlineManager.setOnline(false);
    const send = vi.fn(async () => Promise.reject(new TypeError("Failed to fetch")));
    const { result } = renderHook(() => useSingleFlightMutation({ mutationFn: send }), { wrapper });
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.error).toBeInstanceOf(TypeError));
    expect(send).toHaveBeenCalledTimes(1);
  });
});
