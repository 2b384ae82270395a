import type { HsaReceipt, Receipt } from '@receiptbox/contracts';
import { currencyDigits } from '@receiptbox/contracts/receipt-export';

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

/** The receipt details of SPEC §2: merchant, date, number, category, items, total, payment method. */
export function ReceiptResult({ receipt }: { receipt: Receipt | HsaReceipt }) {
  return (
    <article className="receipt-result" aria-labelledby="receipt-heading">
      <h2 id="receipt-heading">Receipt details</h2>
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
          <dt>Total</dt>
          <dd className="receipt-total">{formatAmount(receipt.total_price, receipt.currency)}</dd>
        </div>
      </dl>
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
            </tr>
          </thead>
          <tbody>
            {receipt.line_items.length === 0 ? (
              <tr>
                <td colSpan={3} className="muted">
                  No individual items were found on this receipt.
                </td>
              </tr>
            ) : (
              receipt.line_items.map((item, index) => (
                // Items have no id and may repeat; their position is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                <tr key={index}>
                  <td>{item.name}</td>
                  <td className="numeric">{item.quantity}</td>
                  <td className="numeric">{formatAmount(item.price, receipt.currency)}</td>
                </tr>
              ))
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                Total
              </th>
              <td className="numeric">{formatAmount(receipt.total_price, receipt.currency)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </article>
  );
}
