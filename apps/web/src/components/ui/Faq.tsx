import './faq.css';
export interface FaqItem {
  question: string;
  answer: string;
}

/** Questions as native <details> disclosures: keyboard and screen-reader friendly without script. */
export function Faq({ items }: { items: FaqItem[] }) {
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.question} className="faq-item">
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
