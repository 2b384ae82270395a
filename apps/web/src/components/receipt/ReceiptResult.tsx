import type { HsaReceipt, Receipt } from '@receiptbox/contracts';
import { currencyDigits } from '@receiptbox/contracts/receipt-export';
import { useId } from 'react';
import './receipt.css';

function formatAmount(amount: number | null, currency: string | null): string {
  if (amount === null) return '—';
  const digits = currencyDigits(currency);
  if (!currency) return amount.toFixed(digits);
  try {
    return new Intl.NumberFormat(undefined, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    return `${amount.toFixed(digits)} ${currency}`;
  }
}

const orDash = (value: string | null | undefined) => (value ? value : '—');

const isHsa = (receipt: Receipt | HsaReceipt): receipt is HsaReceipt => 'hsa_amount' in receipt;

/**
 * The receipt details of SPEC §2: merchant, date, number, category, amounts, payment method, the
 * items, and for an HSA/FSA receipt the eligible amount and each item's eligibility.
 */
export function ReceiptResult({
  receipt,
  title = 'Receipt details',
}: {
  receipt: Receipt | HsaReceipt;
  title?: string;
}) {
  const headingId = useId();
  const hsa = isHsa(receipt) ? receipt : null;
  const amount = (value: number | null) => formatAmount(value, receipt.currency);
  const notes = [receipt.parsingNotes, hsa?.parsing_notes].filter((n, i, all) => n && all.indexOf(n) === i);
  return (
    <article className="receipt-result" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <dl className="receipt-fields">
        <div>
          <dt>Merchant</dt>
          <dd>{orDash(receipt.company)}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{orDash(receipt.date)}</dd>
        </div>
        <div>
          <dt>Receipt number</dt>
          <dd>{orDash(receipt.receipt_number)}</dd>
        </div>
        <div>
          <dt>Category</dt>
          <dd>{orDash(receipt.category)}</dd>
        </div>
        <div>
          <dt>Payment method</dt>
          <dd>{orDash(receipt.payment_method)}</dd>
        </div>
        <div>
          <dt>Subtotal</dt>
          <dd>{amount(receipt.subtotal)}</dd>
        </div>
        <div>
          <dt>Tax</dt>
          <dd>{amount(receipt.tax)}</dd>
        </div>
        {receipt.tip !== null && (
          <div>
            <dt>Tip</dt>
            <dd>{amount(receipt.tip)}</dd>
          </div>
        )}
        <div>
          <dt>Total</dt>
          <dd className="receipt-total">{amount(receipt.total_price)}</dd>
        </div>
        <div>
          <dt>Currency</dt>
          <dd>{orDash(receipt.currency)}</dd>
        </div>
        {hsa && (
          <div>
            <dt>HSA/FSA eligible amount</dt>
            <dd className="receipt-total">{amount(hsa.hsa_amount)}</dd>
          </div>
        )}
      </dl>
      {receipt.summary && <p className="receipt-summary">{receipt.summary}</p>}
      {hsa?.hsa_notes && <p className="receipt-summary">{hsa.hsa_notes}</p>}
      <div className="table-scroll">
        <table className="items-table">
          <caption className="visually-hidden">Items</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className="numeric">
                Quantity
              </th>
              <th scope="col" className="numeric">
                Price
              </th>
              {hsa && <th scope="col">HSA/FSA</th>}
            </tr>
          </thead>
          <tbody>
            {receipt.line_items.length === 0 ? (
              <tr>
                <td colSpan={hsa ? 4 : 3} className="muted">
                  No individual items were found on this receipt.
                </td>
              </tr>
            ) : (
              receipt.line_items.map((item, index) => {
                const hsaItem = hsa?.line_items[index];
                return (
                  // Items have no id and may repeat; their position is their identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                  <tr key={index}>
                    <td>{item.name}</td>
                    <td className="numeric">{item.quantity}</td>
                    <td className="numeric">{amount(item.price)}</td>
                    {hsa && (
                      <td>
                        {hsaItem?.hsa_eligible ? 'Eligible' : 'Not eligible'}
                        {hsaItem?.hsa_notes && <span className="muted"> — {hsaItem.hsa_notes}</span>}
                      </td>
                    )}
                  </tr>
                );
              })
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                Total
              </th>
              <td className="numeric">{amount(receipt.total_price)}</td>
              {hsa && <td />}
            </tr>
          </tfoot>
        </table>
      </div>
      {notes.length > 0 && (
        <details className="parsing-notes">
          <summary>How this receipt was read</summary>
          {notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </details>
      )}
    </article>
  );
}
