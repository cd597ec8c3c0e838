import { useCallback, useState } from 'react';

export interface PendingCall<Input, Output> {
  /** Runs the call; rejects as it does. */
  mutateAsync: (input: Input) => Promise<Output>;
  /** True while a call started here is under way. */
  isPending: boolean;
}

/**
 * The little of a mutation the sign-in pages need: run a request and know it is under way. Not TanStack
 * Query's useMutation, so the sign-in page's first load does without the query library (docs/performance.md).
 */
export const usePendingCall = <Input, Output>(
  call: (input: Input) => Promise<Output>,
): PendingCall<Input, Output> => {
  const [pending, setPending] = useState(0);
  const mutateAsync = useCallback(
    async (input: Input) => {
      setPending((count) => count + 1);
      try {
        return await call(input);
      } finally {
        setPending((count) => count - 1);
      }
    },
    [call],
  );
  return { mutateAsync, isPending: pending > 0 };
};
