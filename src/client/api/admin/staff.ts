import { useMutation, useQueryClient } from "@tanstack/react-query";
import { StaffMemberSchema } from "#shared/schemas/staff.ts";
import { adminGetQuery } from "./admin-query.ts";
import { requestAdminOk } from "./admin-request.ts";

const STAFF_KEY = ["admin", "staff"] as const;

export function adminStaffQuery() {
  return adminGetQuery(STAFF_KEY, "/api/admin/staff", StaffMemberSchema.array());
}

/** Revoking deletes the account on the server and ends its sessions at once; the list loads again either way. */
export function useRevokeStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      requestAdminOk(`/api/admin/staff/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}
