import { Page } from "@/components/page";
import { COMMUNITY_LINKS, CONTACT_DETAILS } from "@/config/constants";
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
        </aside>
      </div>
    </Page>
  );
}
