import { useQuery } from "@tanstack/react-query";
import { Users } from "lucide-react";
import { adminStaffQuery, useRevokeStaff } from "#client/api/admin/staff.ts";
import { errorMessage } from "#client/api/error-message.ts";
import { AdminPageHeader } from "#client/components/admin/admin-page-header.tsx";
import { AdminLoading, EmptyState } from "#client/components/admin/admin-status.tsx";
import { useErrorToast } from "#client/components/admin/use-error-toast.ts";
import { DataTable } from "#client/components/ui/table.tsx";
import { toast } from "#client/lib/toast.ts";
import { MSG_STAFF_LOAD_FAILED, MSG_STAFF_REVOKE_FAILED, MSG_STAFF_REVOKED } from "#shared/messages/admin.ts";
import type { StaffMember } from "#shared/schemas/staff.ts";
import { RevokeButton } from "./revoke-button.tsx";

function formatDate(iso: string | null): string {
  return iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" }) : "Never";
}

/** /admin/staff: everyone who can reach the admin area, and revoking one of them. */
export function Component() {
  const staff = useQuery(adminStaffQuery());
  const revoke = useRevokeStaff();
  useErrorToast(staff.isError, MSG_STAFF_LOAD_FAILED);

  function handleRevoke(member: StaffMember) {
    revoke.mutate(member.id, {
      onSuccess: () => toast.success(MSG_STAFF_REVOKED, { description: member.email }),
      onError: (error) => toast.error(MSG_STAFF_REVOKE_FAILED, { description: errorMessage(error, "") }),
    });
  }

  return (
    <section aria-labelledby="admin-title">
      <AdminPageHeader
        title="Staff Accounts"
        description="Everyone who can sign in to this admin area. Revoking an account signs it out everywhere."
      />
      {staff.isPending ? (
        <AdminLoading>Loading staff accounts...</AdminLoading>
      ) : !staff.data || staff.data.length === 0 ? (
        <EmptyState icon={Users}>No staff accounts found.</EmptyState>
      ) : (
        <DataTable
          label="Staff account list"
          rows={staff.data}
          rowKey={(member) => member.id}
          columns={[
            {
              name: "Email",
              className: "font-medium [overflow-wrap:anywhere]",
              cell: (member) => (
                <>
                  {member.email}
                  {member.is_current_user ? (
                    <span className="ml-2 rounded-full bg-muted px-2 py-0.5 text-muted-foreground text-xs">
                      You
                    </span>
                  ) : null}
                </>
              ),
            },
            {
              name: "Status",
              className: "whitespace-nowrap",
              cell: (member) => (member.email_verified ? "Confirmed" : "Awaiting confirmation"),
            },
            {
              name: "Joined",
              className: "whitespace-nowrap",
              cell: (member) => formatDate(member.created_at),
            },
            {
              name: "Last active",
              className: "whitespace-nowrap",
              cell: (member) => formatDate(member.last_active_at),
            },
            { name: "Sessions", cell: (member) => member.active_sessions },
            {
              name: "Actions",
              actions: true,
              nameShown: true,
              headClassName: "text-right",
              className: "text-right",
              cell: (member) =>
                member.is_current_user ? (
                  <span className="text-muted-foreground text-sm">—</span>
                ) : (
                  <RevokeButton
                    email={member.email}
                    disabled={revoke.isPending && revoke.variables === member.id}
                    onConfirm={() => handleRevoke(member)}
                  />
                ),
            },
          ]}
        />
      )}
    </section>
  );
}
