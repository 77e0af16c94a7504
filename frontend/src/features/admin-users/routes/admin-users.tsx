import { useState } from "react";
import { useAdminUsers } from "@/api/get-admin-users";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Field } from "@/components/field";
import { Loader } from "@/components/loader";
import { Page } from "@/components/page";
import { toast } from "@/components/toast";
import type { User } from "@/types/api";
import { useDeleteUser } from "../api/delete-user";
import { UsersTable } from "../components/users-table";
import { matchesUserSearch } from "../components/user-search";

export default function AdminUsersRoute() {
  const [investorsOnly, setInvestorsOnly] = useState(false);
  const [search, setSearch] = useState("");
  const [toDelete, setToDelete] = useState<User | null>(null);
  const users = useAdminUsers(investorsOnly);
  const remove = useDeleteUser();
  const list = (users.data ?? []).filter((user) => matchesUserSearch(user, search));
  // The server ranks investors (rank 1 = largest holder); without a rank, by shares held.
  const ranked = investorsOnly
    ? [...list].sort(
        (a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER) || (b.sharesOwned ?? 0) - (a.sharesOwned ?? 0),
      )
    : list;

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => toast.success("User deleted"),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Page title="Users">
      <div className="toolbar">
        <Field label="Search by ID, name, email or phone" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        <button type="button" className="btn btn-secondary" aria-pressed={investorsOnly} onClick={() => setInvestorsOnly((v) => !v)}>
          {investorsOnly ? "Showing Investors Only" : "Showing All Users"}
        </button>
      </div>
      {users.isPending ? (
        <Loader />
      ) : ranked.length === 0 ? (
        <p className="empty">No users found.</p>
      ) : (
        <UsersTable users={ranked} ranked={investorsOnly} onDelete={setToDelete} />
      )}
      <ConfirmDialog
        open={!!toDelete}
        title="Delete user"
        message="Are you sure you want to delete this user?"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </Page>
  );
}
