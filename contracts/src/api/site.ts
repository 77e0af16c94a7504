import { z } from "zod";

/**
 * GET /api/site: who runs the platform (the operator's settings, see .env.example) and the web
 * app's public address. A field whose setting is unset is absent: the web app hides its section.
 */
export const siteIdentityResponse = z.object({
  brandName: z.string(),
  /** The web app's public address (PUBLIC_URL): referral links are built on it. */
  publicUrl: z.string().url(),
  legalName: z.string().optional(),
  /** Corporate Affairs Commission (CAC) registration number. */
  companyRegistration: z.string().optional(),
  /** Securities and Exchange Commission registration or licence number. */
  secRegistration: z.string().optional(),
  companyAddress: z.string().optional(),
  supportEmail: z.string().email().optional(),
  supportPhone: z.string().optional(),
  supportWhatsapp: z.string().optional(),
  /** When support answers (SUPPORT_HOURS), e.g. "Monday to Friday, 9:00 to 17:00 WAT". */
  supportHours: z.string().optional(),
  logoUrl: z.string().optional(),
  /** The founder's name (FOUNDER_NAME): About names them, or leaves the founder section out. */
  founderName: z.string().optional(),
  /** The board (BOARD_MEMBERS), in the order configured; About's board section lists them. */
  boardMembers: z
    .array(z.object({ name: z.string(), role: z.string().optional() }))
    .min(1)
    .optional(),
  /** The community's messaging channel and group (https links). */
  communityChannelUrl: z.string().url().optional(),
  communityGroupUrl: z.string().url().optional(),
});
export type SiteIdentity = z.infer<typeof siteIdentityResponse>;
