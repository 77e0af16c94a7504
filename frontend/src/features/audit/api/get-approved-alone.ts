import type { AdminOversightResponse, ApprovedAloneResponse } from "@app/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { apiQuery } from "@/lib/queries/api-query";

/** GET /api/audit/approved-alone: what admins did with no second admin (30 days), newest first. */
export function getApprovedAlone(): Promise<ApprovedAloneResponse> {
  return apiRequest<ApprovedAloneResponse>("/api/audit/approved-alone");
}

export const approvedAloneQueryOptions = () =>
  apiQuery(["audit", "approved-alone"], getApprovedAlone, "Failed to load what admins approved alone");

export function useApprovedAlone() {
  return useQuery(approvedAloneQueryOptions());
}

/** GET /api/audit/admin-oversight: whether one admin runs the platform alone. */
export function getAdminOversight(): Promise<AdminOversightResponse> {
  return apiRequest<AdminOversightResponse>("/api/audit/admin-oversight");
}

export const adminOversightQueryOptions = () => queryOptions({ queryKey: ["audit", "admin-oversight"], queryFn: getAdminOversight });

export function useAdminOversight() {
  return useQuery(adminOversightQueryOptions());
}
