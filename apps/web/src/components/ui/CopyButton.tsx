import { useState } from 'react';

/** Copies a value to the clipboard; failures are only logged (SPEC §8). */
export function CopyButton({ value, label = 'Copy' }: { value: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch (error) {
      console.error('copy failed', error);
    }
  };
  return (
    <button type="button" className="button button-ghost" onClick={copy} aria-label={`${label} ${value}`}>
      {copied ? 'Copied!' : label}
    </button>
  );
}
