/** A row's "Remove" button, announced as "Remove {what}" so each row's button has its own name. */
export function RemoveButton({
  what,
  onRemove,
  disabled,
}: {
  what: string;
  onRemove: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className="button button-ghost"
      aria-label={`Remove ${what}`}
      disabled={disabled}
      onClick={onRemove}
    >
      Remove
    </button>
  );
}
