import type { Product } from '@receiptbox/contracts/plans';
import type { ReactNode } from 'react';
import { buttonFor, type CurrentPlan, formatPrice, plansFor, yearlySaving } from '../plan-choices';
import { PlanCard } from './PlanCard';

/** The billing toggle (default monthly, SPEC §4) and the plan cards for that period. */
export function PlansView({
  products,
  current,
  yearly,
  onYearlyChange,
  freeReceipts,
  busy,
  onChoose,
  before,
}: {
  products: Product[];
  current: CurrentPlan | null;
  yearly: boolean;
  onYearlyChange: (yearly: boolean) => void;
  freeReceipts: number;
  busy: boolean;
  onChoose: (product: Product) => void;
  /** Shown above the toggle (the signed-in user's current-plan card). */
  before?: ReactNode;
}) {
  const bestSaving = Math.max(yearlySaving(products, 'HSA'), yearlySaving(products, 'Business'));
  return (
    <>
      {before}
      <fieldset className="billing-toggle">
        <legend className="visually-hidden">Billing period</legend>
        <button
          type="button"
          className={`billing-option${yearly ? '' : ' billing-option-active'}`}
          aria-pressed={!yearly}
          onClick={() => onYearlyChange(false)}
        >
          Monthly
        </button>
        <button
          type="button"
          className={`billing-option${yearly ? ' billing-option-active' : ''}`}
          aria-pressed={yearly}
          onClick={() => onYearlyChange(true)}
        >
          Yearly
        </button>
        <span className="billing-hint">Save up to {formatPrice(bestSaving)} a year with yearly billing</span>
      </fieldset>
      <ul className="plan-grid" aria-busy={products.length === 0}>
        {/* Until the catalogue arrives, placeholders hold the cards' room so nothing below jumps. */}
        {products.length === 0 &&
          ['Free', 'HSA', 'Business'].map((plan) => (
            <li key={plan} className="plan-card plan-card-loading" aria-hidden="true" />
          ))}
        {plansFor(products, yearly).map((product) => (
          <PlanCard
            key={product.id}
            product={product}
            button={buttonFor(product, current)}
            saving={yearlySaving(products, product.planType)}
            freeReceipts={freeReceipts}
            busy={busy}
            onChoose={onChoose}
          />
        ))}
      </ul>
    </>
  );
}
