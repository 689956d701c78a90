import { Link } from 'wouter';

export function NotFound() {
  return (
    <section className="page">
      <h1>Page not found</h1>
      <p>We couldn't find that page.</p>
      <Link href="/" className="button button-primary">Back to home</Link>
    </section>
  );
}
