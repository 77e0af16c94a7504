import { COMMUNITY_LINKS } from "@/config/constants";

/** The messaging channel and group, as the footer and the contact page show them. */
export function CommunityLinks() {
  return (
    <ul>
      <li>
        <a href={COMMUNITY_LINKS.channel} target="_blank" rel="noreferrer">
          Telegram Channel
        </a>
      </li>
      <li>
        <a href={COMMUNITY_LINKS.group} target="_blank" rel="noreferrer">
          WhatsApp Group
        </a>
      </li>
    </ul>
  );
}
