import type { SiteIdentity } from "@app/contracts";
import type { Config } from "../runtime/config.js";

/**
 * The platform's public identity from its settings: one home for what the web app, mails,
 * statements and API docs show. Unset settings are left out, never replaced by a placeholder.
 */
export function siteIdentity(config: Config): SiteIdentity {
  const identity: SiteIdentity = {
    brandName: config.BRAND_NAME,
    publicUrl: config.PUBLIC_URL.replace(/\/$/, ""),
    legalName: config.LEGAL_NAME,
    companyRegistration: config.COMPANY_REGISTRATION,
    secRegistration: config.SEC_REGISTRATION,
    companyAddress: config.COMPANY_ADDRESS,
    supportEmail: config.SUPPORT_EMAIL,
    supportPhone: config.SUPPORT_PHONE,
    supportWhatsapp: config.SUPPORT_WHATSAPP,
    supportHours: config.SUPPORT_HOURS,
    logoUrl: config.LOGO_URL,
    founderName: config.FOUNDER_NAME,
    boardMembers: config.BOARD_MEMBERS,
    communityChannelUrl: config.COMMUNITY_CHANNEL_URL,
    communityGroupUrl: config.COMMUNITY_GROUP_URL,
  };
  return Object.fromEntries(Object.entries(identity).filter(([, value]) => value !== undefined)) as SiteIdentity;
}

/** The lines that close every mail and statement: brand, legal name, registrations, address, support. */
export function identityLines(config: Config): string[] {
  const site = siteIdentity(config);
  const registrations = [
    site.companyRegistration && `CAC ${site.companyRegistration}`,
    site.secRegistration && `SEC ${site.secRegistration}`,
  ].filter(Boolean);
  return [
    site.legalName
      ? `${site.brandName} is operated by ${site.legalName}${registrations.length ? ` (${registrations.join(", ")})` : ""}.`
      : site.brandName,
    site.companyAddress,
    site.supportEmail && `Support: ${site.supportEmail}${site.supportPhone ? `, ${site.supportPhone}` : ""}`,
  ].filter((line): line is string => Boolean(line));
}
