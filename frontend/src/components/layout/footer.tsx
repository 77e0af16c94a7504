import { Link } from "react-router-dom";
import { APP_NAME } from "@/config/constants";
import { CommunityLinks } from "./community-links";

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <section aria-labelledby="footer-community">
          <h2 id="footer-community">Join our community</h2>
          <CommunityLinks />
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">Quick links</h2>
          <ul>
            <li>
              <Link to="/about">About</Link>
            </li>
            <li>
              <Link to="/plans">Plans</Link>
            </li>
            <li>
              <Link to="/faq">FAQ</Link>
            </li>
            <li>
              <Link to="/signals">Free Signals</Link>
            </li>
            <li>
              <Link to="/terms">Terms</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
          </ul>
        </section>
      </div>
      <p className="copyright">
        © {new Date().getFullYear()} {APP_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
