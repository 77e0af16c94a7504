import { FilterBar } from "@/components/filter-bar";
import { USER_DELETED } from "@app/contracts/messages";
import { ListState } from "@/components/list-state";
import { useState } from "react";
import { adminUsersQueryOptions, useAdminUsers } from "../api/get-admin-users";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { DeleteDialog } from "@/components/delete-dialog";
import { Field } from "@/components/field";
import { Page } from "@/components/page";
import { toast } from "@/components/toast";
import type { AdminUserItem as User } from "@app/contracts";
import { useDeleteUser } from "../api/delete-user";
import { useSetAuditor } from "../api/set-auditor";
import { UsersTable } from "../components/users-table";
import { matchesUserSearch } from "../components/user-search";
import { prefetching } from "@/lib/queries/api-query";
import { ActionCodeField } from "@/components/action-code-field";
import { useActionCodeRequired } from "@/lib/queries/four-eyes";

export const prefetch = prefetching(() => adminUsersQueryOptions(false));

export default function AdminUsersRoute() {
  const [investorsOnly, setInvestorsOnly] = useState(false);
  const [search, setSearch] = useState("");
  const [toDelete, setToDelete] = useState<User | null>(null);
  const users = useAdminUsers(investorsOnly);
  const [toToggle, setToToggle] = useState<User | null>(null);
  const remove = useDeleteUser();
  const auditor = useSetAuditor();
  const askCode = useActionCodeRequired(toToggle !== null);
  const askDeleteCode = useActionCodeRequired(toDelete !== null);
  const [code, setCode] = useState("");
  const list = (users.data ?? []).filter((user) => matchesUserSearch(user, search));
  // The server ranks investors (rank 1 = largest holder); without a rank, by shares held.
  const ranked = investorsOnly
    ? [...list].sort(
        (a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER) || (b.sharesOwned ?? 0) - (a.sharesOwned ?? 0),
      )
    : list;

  const granting = toToggle?.isAuditor !== true;
  const confirmAuditor = () => {
    if (!toToggle) return;
    auditor.mutate(
      { id: toToggle._id, isAuditor: granting, ...(askCode ? { code } : {}) },
      { onSuccess: (answer) => toast.success(answer.message), onSettled: () => setToToggle(null) },
    );
  };

  return (
    <Page title="Users">
      <FilterBar>
        <Field label="Search by ID, name, email or phone" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        <button type="button" className="btn btn-secondary" aria-pressed={investorsOnly} onClick={() => setInvestorsOnly((v) => !v)}>
          {investorsOnly ? "Showing Investors Only" : "Showing All Users"}
        </button>
      </FilterBar>
      <ListState loading={users.isPending} empty={ranked.length === 0 && "No users found."}>
        {() => <UsersTable users={ranked} ranked={investorsOnly} onDelete={setToDelete} onToggleAuditor={setToToggle} />}
      </ListState>
      <DeleteDialog
        noun="user"
        item={toDelete}
        remove={{ mutate: (id, call) => remove.mutate({ id, ...(askDeleteCode ? { code } : {}) }, call), isPending: remove.isPending }}
        deletedMessage={USER_DELETED}
        onClose={() => {
          setToDelete(null);
          setCode("");
        }}
      >
        {askDeleteCode ? <ActionCodeField value={code} onChange={setCode} /> : null}
      </DeleteDialog>
      <ConfirmDialog
        open={!!toToggle}
        title={granting ? "Grant auditor role" : "Remove auditor role"}
        message={
          granting
            ? `Make ${toToggle?.fullName ?? "this user"} an auditor? They can read every investor's ledger and exports, but change nothing.`
            : `Remove the auditor role from ${toToggle?.fullName ?? "this user"}?`
        }
        confirmLabel={granting ? "Grant" : "Remove"}
        busy={auditor.isPending}
        onConfirm={confirmAuditor}
        onCancel={() => setToToggle(null)}
      >
        {askCode ? <ActionCodeField value={code} onChange={setCode} /> : null}
      </ConfirmDialog>
    </Page>
  );
}
