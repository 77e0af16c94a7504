import { useState } from "react";
import { Link } from "react-router-dom";
import { type Column, DataTable } from "@/components/data-table";
import { useSessionUser } from "@/lib/auth-storage";
import { formatShares, formatUsd } from "@/lib/format";
import type { AdminUserItem as User } from "@app/contracts";
import { AuditorSwitch } from "./auditor-switch";
import { ShareEditor } from "./share-editor";
import { rankTone, referrerName } from "./user-search";
import { Email } from "@/components/email";
import { RowMenu } from "@/components/row-menu";

type UsersTableProps = { users: User[]; ranked: boolean; onDelete: (user: User) => void; onToggleAuditor: (user: User) => void };

export function UsersTable({ users, ranked, onDelete, onToggleAuditor }: UsersTableProps) {
  const [editing, setEditing] = useState<string | null>(null);
  // The server refuses deleting one's own account: the admin's own row has no Delete (and no menu). Delete sits in a
  // row menu, never beside Edit.
  const myId = useSessionUser()?._id;
  const rankColumn: Column<User> = {
    header: "Rank",
    cell: (user, index) => {
      const rank = user.rank ?? index + 1;
      return <span className={`rank ${rankTone[rank - 1] ?? ""}`}>#{rank}</span>;
    },
  };
  const columns: Column<User>[] = [
    ...(ranked ? [rankColumn] : []),
    { header: "Name", cell: (user) => user.fullName },
    { header: "Email", cell: (user) => <Email address={user.email} /> },
    { header: "Referrer", cell: (user) => referrerName(user) },
    { header: "Team Shares", cell: (user) => formatShares(user.teamShares ?? 0) },
    {
      header: "Shares",
      cell: (user) =>
        editing === user._id ? (
          <ShareEditor id={user._id} name={user.fullName} shares={user.sharesOwned ?? 0} onDone={() => setEditing(null)} />
        ) : (
          formatShares(user.sharesOwned ?? 0)
        ),
    },
    { header: "Profit", cell: (user) => formatUsd(user.profitBalance) },
    { header: "Auditor", cell: (user) => <AuditorSwitch user={user} onToggle={onToggleAuditor} /> },
    {
      header: "Actions",
      cell: (user) => (
        <div className="item-actions">
          {editing === user._id ? null : (
            <button
              type="button"
              className="btn btn-small"
              onClick={() => setEditing(user._id)}
              aria-label={`Edit shares of ${user.fullName}`}
            >
              Edit
            </button>
          )}
          <Link to={`/admin/user/${user._id}`} className="btn btn-small btn-secondary">
            View Details
          </Link>
          {user._id === myId ? null : (
            <RowMenu label={`More actions for ${user.fullName}`}>
              <button
                type="button"
                className="btn btn-small btn-danger"
                onClick={() => onDelete(user)}
                aria-label={`Delete ${user.fullName}`}
              >
                Delete
              </button>
            </RowMenu>
          )}
        </div>
      ),
    },
  ];
  return <DataTable compact rows={users} rowKey={(user) => user._id} columns={columns} />;
}
