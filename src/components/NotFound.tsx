// What a missing page, project or task looks like: the same for "never existed" and "not yours" (NOT_FOUND).
import { Link } from 'wouter';

export function NotFound({ what = 'page' }: { what?: string }) {
  return (
    <section className="not-found" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">Not found</h1>
      <p>This {what} does not exist, or you do not have access to it.</p>
      <p>
        <Link to="/projects">Back to your projects</Link>
      </p>
    </section>
  );
}
