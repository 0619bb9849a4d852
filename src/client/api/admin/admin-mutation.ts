import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";

/** A change after which the lists under `refresh` load again; it stays pending until they have. */
export function useRefreshingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  refresh: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refresh }),
  });
}

/** Every list under these keys loads again (an admin list and the public one it feeds). */
export function useInvalidate(...keys: QueryKey[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * A change to one row of the cached list under `key`, shown at once (`apply`) and rolled back if saving fails:
 * the onMutate and onError of a useMutation.
 */
export function useOptimisticRows<Row, TVariables>(
  key: QueryKey,
  apply: (rows: Row[], variables: TVariables) => Row[],
) {
  const queryClient = useQueryClient();
  return {
    onMutate: async (variables: TVariables) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Row[]>(key);
      queryClient.setQueryData<Row[]>(key, (rows) => rows && apply(rows, variables));
      return { previous };
    },
    onError: (_error: Error, _variables: TVariables, context: { previous: Row[] | undefined } | undefined) =>
      queryClient.setQueryData(key, context?.previous),
  };
}
