import { type ReactNode, useId, useState } from 'react';

interface ListEditorProps<T> {
  /** The section's heading and the name its lists are announced by, e.g. "Categories". */
  title: string;
  listLabel: string;
  description: ReactNode;
  /** The list as saved; editing works on a copy of it. */
  items: readonly T[];
  /** Shown in place of an empty saved list. */
  emptyText: string;
  /** The class of the saved list's <ul>. */
  listClassName: string;
  /** One saved item as an <li>. */
  renderItem: (item: T) => ReactNode;
  failedText: string;
  /** Sends the draft; rejects when it was not saved. */
  onSave: (draft: T[]) => Promise<unknown>;
  saving: boolean;
  /** The draft's rows and the add form; `update` changes the draft. */
  renderEditor: (draft: T[], update: (change: (draft: T[]) => T[]) => void) => ReactNode;
}

/**
 * A list section of the mailbox details (SPEC §4): shown as saved, edited on a copy behind
 * "Edit {title}"; Save sends the copy and the server's answer replaces the list; Cancel or a
 * failed save puts the saved list back (a failure says so in an alert).
 */
export function ListEditor<T>({
  title,
  listLabel,
  description,
  items,
  emptyText,
  listClassName,
  renderItem,
  failedText,
  onSave,
  saving,
  renderEditor,
}: ListEditorProps<T>) {
  const [draft, setDraft] = useState<T[] | null>(null);
  const [failed, setFailed] = useState(false);
  const titleId = useId();

  const save = async () => {
    if (!draft) return;
    try {
      await onSave(draft);
      setDraft(null);
    } catch (error) {
      console.error(`saving ${title.toLowerCase()} failed`, error);
      setDraft(null);
      setFailed(true);
    }
  };

  return (
    <section className="details-section" aria-labelledby={titleId}>
      <div className="section-head">
        <h2 id={titleId}>{title}</h2>
        {draft === null && (
          <button
            type="button"
            className="button button-ghost"
            onClick={() => {
              setFailed(false);
              setDraft([...items]);
            }}
          >
            {`Edit ${title}`}
          </button>
        )}
      </div>
      <p className="muted">{description}</p>
      {failed && (
        <p className="field-error" role="alert">
          {failedText}
        </p>
      )}
      {draft === null ? (
        items.length === 0 ? (
          <p className="muted">{emptyText}</p>
        ) : (
          <ul className={listClassName} aria-label={listLabel}>
            {items.map(renderItem)}
          </ul>
        )
      ) : (
        <>
          {renderEditor(draft, (change) => setDraft((current) => current && change(current)))}
          <div className="button-row">
            <button type="button" className="button button-primary" onClick={save} disabled={saving}>
              {saving ? 'Saving...' : 'Save'}
            </button>
            <button
              type="button"
              className="button button-ghost"
              onClick={() => setDraft(null)}
              disabled={saving}
            >
              Cancel
            </button>
          </div>
        </>
      )}
    </section>
  );
}
