import type { SiteIdentity } from "@app/contracts/api/site";

export const hasCommunityLinks = (site: SiteIdentity) => Boolean(site.communityChannelUrl || site.communityGroupUrl);

/** The messaging channel and group (COMMUNITY_CHANNEL_URL, COMMUNITY_GROUP_URL), as far as they are set. */
export function CommunityLinks({ site }: { site: SiteIdentity }) {
  if (!hasCommunityLinks(site)) return null;
  return (
    <ul>
      {site.communityChannelUrl ? (
        <li>
          <a href={site.communityChannelUrl} target="_blank" rel="noreferrer">
            Community channel
          </a>
        </li>
      ) : null}
      {site.communityGroupUrl ? (
        <li>
          <a href={site.communityGroupUrl} target="_blank" rel="noreferrer">
            Community group
          </a>
        </li>
      ) : null}
    </ul>
  );
}
