import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { StaffMemberSchema } from "#shared/schemas/staff.ts";
import { requestAdminJson, requestAdminOk } from "./admin-request.ts";

const STAFF_KEY = ["admin", "staff"] as const;

export function adminStaffQuery() {
  return queryOptions({
    queryKey: STAFF_KEY,
    queryFn: ({ signal }) => requestAdminJson("/api/admin/staff", StaffMemberSchema.array(), { signal }),
  });
}

/** Revoking deletes the account on the server and ends its sessions at once. */
export function useRevokeStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      requestAdminOk(`/api/admin/staff/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}
