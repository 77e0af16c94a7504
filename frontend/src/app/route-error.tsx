import { isRouteErrorResponse, Link, useRouteError } from "react-router-dom";

/** Shown when a page fails to load (e.g. a chunk missing after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : null;
  console.error(error);
  return (
    <div className="page page-narrow">
      <h1 className="page-title">{status === 404 ? "404 - Page Not Found" : "Something went wrong"}</h1>
      <p>Please reload the page or go back to the home page.</p>
      <p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>{" "}
        <Link to="/" className="btn btn-secondary">
          Home
        </Link>
      </p>
    </div>
  );
}
