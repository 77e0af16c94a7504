import type { ReactNode } from "react";
import { Loader } from "./loader";

type ListStateProps = {
  loading: boolean;
  /** The line shown when nothing came back; false when there are rows. */
  empty: ReactNode | false;
  /** The list itself, rendered only once there are rows. */
  children: () => ReactNode;
};

/** A list's three states: the loader while it loads, the empty line when nothing came, else the list. */
export function ListState({ loading, empty, children }: ListStateProps) {
  if (loading) return <Loader />;
  if (empty) return <p className="empty">{empty}</p>;
  return children();
}
