import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatCountdown } from '../converter-state';

interface RateLimitBoxProps {
  message: string;
  resetAt: number;
  onExpired: () => void;
}

/** SPEC §8: the server's message, a 'Try again in' countdown and an upgrade button. */
export function RateLimitBox({ message, resetAt, onExpired }: RateLimitBoxProps) {
  const [now, setNow] = useState(() => Date.now());
  const remaining = (resetAt - now) / 1000;

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (remaining <= 0) onExpired();
  }, [remaining, onExpired]);

  return (
    <section className="alert alert-warning rate-limit-box" aria-labelledby="rate-limit-heading" role="alert">
      <h2 id="rate-limit-heading">Free conversion limit reached</h2>
      <p>{message}</p>
      <p>
        Try again in <strong className="countdown">{formatCountdown(remaining)}</strong>
      </p>
      <Link className="button button-primary" to={paths.pricing.href()}>
        Upgrade to Process More Receipts
      </Link>
    </section>
  );
}
