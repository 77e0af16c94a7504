import { z } from "zod";
import { boundedInstant } from "./common.js";

const instant = boundedInstant;

/** POST /api/admin/purchase-windows: a window in which investors may request shares. */
export const purchaseWindowRequest = z
  .object({
    opensAt: instant("Enter when the window opens (date and time)."),
    closesAt: instant("Enter when the window closes (date and time)."),
    note: z.string().trim().max(200, "Keep the note to 200 characters.").optional(),
  })
  .refine((w) => Date.parse(w.closesAt) > Date.parse(w.opensAt), {
    message: "A purchase window must close after it opens.",
    path: ["closesAt"],
  });
export type PurchaseWindowRequest = z.infer<typeof purchaseWindowRequest>;

export const purchaseWindowView = z.object({
  id: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  note: z.string().nullable(),
});
export type PurchaseWindowView = z.infer<typeof purchaseWindowView>;

/** GET /api/purchase-windows (public): open now?, the current and next window, and every window. */
export const purchaseWindowsResponse = z.object({
  isOpen: z.boolean(),
  current: purchaseWindowView.nullable(),
  next: purchaseWindowView.nullable(),
  windows: z.array(purchaseWindowView),
});
export type PurchaseWindowsResponse = z.infer<typeof purchaseWindowsResponse>;
