/**
 * A server call that changes something, through react-query's useMutation, made once however fast
 * it is asked for: `inFlight()` is true from the moment a call starts until it settles.
 *
 * `isPending` is what a page shows (the spinner, the disabled button), but it reaches React with
 * react-query's next notification, a task after the call starts: a second press before the button
 * re-renders as disabled would still see it false. The mutation cache knows at once.
 */
import { useId } from "react";
import { useMutation, useQueryClient, type UseMutationOptions, type UseMutationResult } from "@tanstack/react-query";

export type SingleFlightMutation<Data, Variables> = UseMutationResult<Data, Error, Variables> & {
  /** A call this component started has not settled yet: a press now must not start another. */
  inFlight(): boolean;
};

export function useSingleFlightMutation<Data, Variables = void>(
  options: Omit<UseMutationOptions<Data, Error, Variables>, "mutationKey" | "networkMode" | "gcTime">,
): SingleFlightMutation<Data, Variables> {
  const client = useQueryClient();
  // This component's own calls: another's call does not hold this one back.
  const mutationKey = ["single-flight", useId()];
  // Sent whatever the browser thinks of its connection: a call that fails says so, and one paused
  // until the browser is back online would leave the page busy with nothing to say.
  // A settled call (its variables may be a card or a bank account) leaves the cache as soon as
  // nothing shows it: the component's next call, or its unmounting.
  const mutation = useMutation({ ...options, mutationKey, networkMode: "always", gcTime: 0 });
  return { ...mutation, inFlight: () => client.isMutating({ mutationKey, exact: true }) > 0 };
}
