import type { ReactNode } from "react";
import { Page } from "@/components/page";
import { AuditNav } from "./audit-nav";

/** A page of the audit area: its title, the sections' nav (with the lone-admin banner), then the section's content. */
export function AuditPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page title={title}>
      <AuditNav />
      {children}
    </Page>
  );
}
