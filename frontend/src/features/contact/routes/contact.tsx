import { Page } from "@/components/page";
import { CommunityLinks } from "@/components/layout/community-links";
import { CONTACT_DETAILS } from "@/config/constants";
import { ContactForm } from "../components/contact-form";

export default function ContactRoute() {
  return (
    <Page title="Contact Us">
      <div className="two-columns">
        <ContactForm />
        <aside className="card" aria-labelledby="contact-details">
          <h2 id="contact-details">Reach us</h2>
          <p>
            <strong>Office:</strong> {CONTACT_DETAILS.office}
          </p>
          <p>
            <strong>Email:</strong> <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a>
          </p>
          <p>
            <strong>Phone:</strong>{" "}
            {CONTACT_DETAILS.phones.map((phone, index) => (
              <span key={phone}>
                {index > 0 ? ", " : ""}
                <a href={`tel:${phone.replace(/\s/g, "")}`}>{phone}</a>
              </span>
            ))}
          </p>
          <h3>Community</h3>
          <CommunityLinks />
        </aside>
      </div>
    </Page>
  );
}
