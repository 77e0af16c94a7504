import { adminUsersKey } from "./get-admin-users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { setAuditorResponse } from "@app/contracts";
import type { z } from "zod";
import { putUserChange } from "./put-user-change";
import type { AdminUserItem as User } from "@app/contracts";

export type SetAuditorResponse = z.infer<typeof setAuditorResponse>;

/** PUT /api/admin/users/{id}/auditor {isAuditor}: grants or removes the read-only auditor role. */
export function setAuditor({ id, isAuditor, code }: { id: string; isAuditor: boolean; code?: string }): Promise<SetAuditorResponse> {
  return putUserChange(id, "auditor", { isAuditor }, code);
}

/**
 * The users lists are patched with the new role rather than refetched: the list answer may not
 * carry `isAuditor`, and a refetch would then forget the change the admin just made.
 */
export function useSetAuditor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAuditor,
    meta: { errorMessage: "Failed to update the auditor role" },
    onSuccess: (answer, { id }) =>
      queryClient.setQueriesData<User[]>({ queryKey: adminUsersKey }, (users) =>
        users?.map((user) => (user._id === id ? { ...user, isAuditor: answer.isAuditor } : user)),
      ),
  });
}
