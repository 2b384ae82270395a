import { Link } from 'react-router';
import { Page } from '../../../components/Page';
import { paths } from '../../../config/paths';
import '../marketing.css';

export default function BlogPage() {
  return (
    <Page
      title="Blog"
      description="News and guides from Receiptbox: keeping receipts organised, HSA/FSA records and more."
    >
      <section className="page-hero">
        <div className="container">
          <span className="eyebrow">Blog</span>
          <h1>Notes from Receiptbox</h1>
          <p className="lead">
            Product news and practical guides about receipts, expenses and HSA/FSA records.
          </p>
        </div>
      </section>
      <section className="container page-section narrow" aria-labelledby="posts-heading">
        <h2 id="posts-heading" className="visually-hidden">
          Posts
        </h2>
        <ul className="blog-list">
          <li className="card">
            <time dateTime="2024-12-02">December 2, 2024</time>
            <h2>Hello from Receiptbox</h2>
            <p className="muted">
              Receiptbox is new. We built it because retyping receipts into a spreadsheet is tedious and the
              apps that do it for you tend to keep your data in their own silo. Receiptbox writes to a
              spreadsheet in your drive instead. There are no more posts yet; the best way to see what it does
              is to <Link to={paths.converter.href()}>convert a receipt</Link> or read about the{' '}
              <Link to={paths.features.href()}>features</Link>.
            </p>
          </li>
        </ul>
      </section>
    </Page>
  );
}
