import { Link } from "react-router-dom";
import { Page } from "@/components/page";

export default function NotFoundRoute() {
  return (
    <Page title="404 - Page Not Found" narrow>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="btn btn-primary">
        Back to Home
      </Link>
    </Page>
  );
}
