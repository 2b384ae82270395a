import type { Product } from '@receiptbox/contracts/plans';
import { formatPrice, type PlanButton } from '../plan-choices';

/** What each plan includes (SPEC §1); the free limit reads the one constant. */
export function planFeatures(product: Product, freeReceipts: number): string[] {
  switch (product.planType) {
    case 'Free':
      return [`${freeReceipts} receipts per month`, '1 receipt mailbox', 'Spreadsheet in your own drive'];
    case 'HSA':
      return [
        'Unlimited receipts',
        '2 mailboxes, including one HSA/FSA mailbox',
        'Detects and categorizes eligible medical expenses',
        'Tracks reimbursement',
      ];
    case 'Business':
      return [
        'Unlimited receipts and mailboxes',
        'Sharing with your team',
        'Custom categories',
        'Multiple spreadsheet templates',
        'Zapier integration and QuickBooks sync',
      ];
  }
}

export function PlanCard({
  product,
  button,
  saving,
  freeReceipts,
  busy,
  onChoose,
}: {
  product: Product;
  button: PlanButton;
  /** Cents saved a year by yearly billing, shown on yearly cards. */
  saving: number;
  freeReceipts: number;
  busy: boolean;
  onChoose: (product: Product) => void;
}) {
  const titleId = `plan-${product.id}`;
  const disabled = button.action === 'none' || busy;
  return (
    <li
      className={`plan-card${button.label === 'Current Plan' ? ' plan-card-current' : ''}${button.dimmed ? ' plan-card-dimmed' : ''}`}
      aria-labelledby={titleId}
      data-testid={`plan-${product.planType}`}
    >
      <h2 id={titleId}>{product.name}</h2>
      <p className="plan-price">
        <span className="plan-amount">{formatPrice(product.price)}</span>
        <span className="muted"> / {product.isYearly ? 'year' : 'month'}</span>
      </p>
      {product.isYearly && saving > 0 ? (
        <p className="plan-saving">Save {formatPrice(saving)} a year</p>
      ) : (
        <p className="plan-saving" aria-hidden="true">
          &nbsp;
        </p>
      )}
      <p className="muted">{product.description}</p>
      <ul className="plan-features">
        {planFeatures(product, freeReceipts).map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <button
        type="button"
        className={`button ${button.label === 'Upgrade Now' ? 'button-primary' : 'button-ghost'} plan-button`}
        disabled={disabled}
        aria-describedby={titleId}
        onClick={() => onChoose(product)}
      >
        {button.label}
      </button>
    </li>
  );
}
