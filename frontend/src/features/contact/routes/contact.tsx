import { Page } from "@/components/page";
import { CommunityLinks, hasCommunityLinks } from "@/components/layout/community-links";
import { ContactDetails, hasContactDetails } from "@/components/layout/contact-details";
import { useSite } from "@/lib/queries/site";
import { ContactForm } from "../components/contact-form";

export default function ContactRoute() {
  const site = useSite().data;
  const details = site && (hasContactDetails(site) || Boolean(site.legalName));
  const community = site && hasCommunityLinks(site);
  return (
    <Page title="Contact Us">
      <div className="two-columns">
        <ContactForm />
        {details || community ? (
          <aside className="card" aria-labelledby="contact-details">
            <h2 id="contact-details">Reach us</h2>
            {details ? <ContactDetails site={site} company /> : null}
            {community ? (
              <>
                <h3>Community</h3>
                <CommunityLinks site={site} />
              </>
            ) : null}
          </aside>
        ) : null}
      </div>
    </Page>
  );
}
