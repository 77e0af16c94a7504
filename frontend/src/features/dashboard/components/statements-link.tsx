import { Link } from "react-router-dom";

/** The dashboard's way to the monthly statements (CSV or PDF), which live on the profile. */
export function StatementsLink() {
  return (
    <p className="statements-link">
      <Link to="/profile#statements" className="btn btn-secondary">
        Account statements (PDF or CSV)
      </Link>
    </p>
  );
}
