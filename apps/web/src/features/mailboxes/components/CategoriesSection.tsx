import type { Category } from '@receiptbox/contracts';
import type { Mailbox } from '@receiptbox/contracts/api/users';
import { type FormEvent, useId, useState } from 'react';
import { useUpdateMailbox } from '../api';
import { cleanCategories } from '../mailbox-rules';

/**
 * Categories of a non-HSA mailbox (SPEC §4): view, then edit on a copy; Save drops blank and
 * duplicate names and the server's answer replaces the local copy; Cancel or a failed save puts
 * the original back.
 */
export function CategoriesSection({ mailbox }: { mailbox: Mailbox }) {
  const update = useUpdateMailbox();
  const [draft, setDraft] = useState<Category[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [newName, setNewName] = useState('');
  const [newDescription, setNewDescription] = useState('');
  const ids = { name: useId(), description: useId() };
  const editing = draft !== null;

  const startEditing = () => {
    setFailed(false);
    setDraft(mailbox.categories.map((c) => ({ ...c })));
  };

  const save = async () => {
    if (!draft) return;
    try {
      await update.mutateAsync({ id: mailbox.id, changes: { categories: cleanCategories(draft) } });
      setDraft(null);
    } catch (error) {
      console.error('saving categories failed', error);
      setDraft(null);
      setFailed(true);
    }
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    const name = newName.trim();
    if (!name || !draft) return;
    if (!draft.some((c) => c.name.trim().toLowerCase() === name.toLowerCase())) {
      const description = newDescription.trim();
      setDraft([...draft, description ? { name, description } : { name }]);
    }
    setNewName('');
    setNewDescription('');
  };

  const change = (index: number, patch: Partial<Category>) =>
    setDraft((current) => current?.map((c, i) => (i === index ? { ...c, ...patch } : c)) ?? null);

  return (
    <section className="details-section" aria-labelledby="categories-title">
      <div className="section-head">
        <h2 id="categories-title">Categories</h2>
        {!editing && (
          <button type="button" className="button button-ghost" onClick={startEditing}>
            Edit Categories
          </button>
        )}
      </div>
      <p className="muted">
        Each receipt is filed under the category whose name and description fit it best.
      </p>
      {failed && (
        <p className="field-error" role="alert">
          The categories could not be saved; the previous ones are kept.
        </p>
      )}
      {!editing ? (
        mailbox.categories.length === 0 ? (
          <p className="muted">No categories yet.</p>
        ) : (
          <ul className="category-list" aria-label="Categories">
            {mailbox.categories.map((category) => (
              <li key={category.name}>
                <strong>{category.name}</strong>
                {category.description && <span className="muted">{category.description}</span>}
              </li>
            ))}
          </ul>
        )
      ) : (
        <>
          <ul className="category-edit-list" aria-label="Categories">
            {draft.map((category, index) => (
              // Rows are edited in place and may be renamed; their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <li key={index} className="category-edit-row">
                <input
                  aria-label={`Category ${index + 1} name`}
                  value={category.name}
                  maxLength={100}
                  onChange={(event) => change(index, { name: event.target.value })}
                />
                <input
                  aria-label={`Category ${index + 1} description`}
                  value={category.description ?? ''}
                  maxLength={500}
                  placeholder="Description (optional)"
                  onChange={(event) => change(index, { description: event.target.value })}
                />
                <button
                  type="button"
                  className="button button-ghost"
                  aria-label={`Remove ${category.name || `category ${index + 1}`}`}
                  onClick={() => setDraft(draft.filter((_, i) => i !== index))}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
          <form className="add-category" onSubmit={add} noValidate>
            <div className="field">
              <label htmlFor={ids.name}>New category name</label>
              <input
                id={ids.name}
                value={newName}
                maxLength={100}
                onChange={(e) => setNewName(e.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor={ids.description}>Description (optional)</label>
              <input
                id={ids.description}
                value={newDescription}
                maxLength={500}
                onChange={(e) => setNewDescription(e.target.value)}
              />
            </div>
            <button type="submit" className="button button-ghost" disabled={!newName.trim()}>
              Add Category
            </button>
          </form>
          <div className="button-row">
            <button
              type="button"
              className="button button-primary"
              onClick={save}
              disabled={update.isPending}
            >
              {update.isPending ? 'Saving...' : 'Save'}
            </button>
            <button
              type="button"
              className="button button-ghost"
              onClick={() => setDraft(null)}
              disabled={update.isPending}
            >
              Cancel
            </button>
          </div>
        </>
      )}
    </section>
  );
}
