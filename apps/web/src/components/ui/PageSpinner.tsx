/** A page's place while what it shows is loading; announced once as a status. */
export function PageSpinner() {
  return (
    <section className="container page-section" aria-busy="true">
      <p className="muted" role="status">
        Loading...
      </p>
    </section>
  );
}
