import type { Category } from '@receiptbox/contracts';
import type { Mailbox } from '@receiptbox/contracts/api/users';
import { type FormEvent, useId, useState } from 'react';
import { ListEditor } from '../../../components/ListEditor';
import { RemoveButton } from '../../../components/ui/RemoveButton';
import { useUpdateMailbox } from '../api';
import { cleanCategories } from '../mailbox-rules';

/**
 * Categories of a non-HSA mailbox (SPEC §4): rows are renamed in place; Save drops blank and
 * duplicate names.
 */
export function CategoriesSection({ mailbox }: { mailbox: Mailbox }) {
  const update = useUpdateMailbox();
  const [newName, setNewName] = useState('');
  const [newDescription, setNewDescription] = useState('');
  const ids = { name: useId(), description: useId() };

  return (
    <ListEditor
      title="Categories"
      listLabel="Categories"
      description="Each receipt is filed under the category whose name and description fit it best."
      items={mailbox.categories}
      emptyText="No categories yet."
      listClassName="category-list"
      renderItem={(category) => (
        <li key={category.name}>
          <strong>{category.name}</strong>
          {category.description && <span className="muted">{category.description}</span>}
        </li>
      )}
      failedText="The categories could not be saved; the previous ones are kept."
      onSave={(draft) =>
        update.mutateAsync({ id: mailbox.id, changes: { categories: cleanCategories(draft) } })
      }
      saving={update.isPending}
      renderEditor={(draft, change) => {
        const add = (event: FormEvent) => {
          event.preventDefault();
          const name = newName.trim();
          if (!name) return;
          if (!draft.some((c) => c.name.trim().toLowerCase() === name.toLowerCase())) {
            const description = newDescription.trim();
            change((current) => [...current, description ? { name, description } : { name }]);
          }
          setNewName('');
          setNewDescription('');
        };
        const patch = (index: number, fields: Partial<Category>) =>
          change((current) => current.map((c, i) => (i === index ? { ...c, ...fields } : c)));

        return (
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
                    onChange={(event) => patch(index, { name: event.target.value })}
                  />
                  <input
                    aria-label={`Category ${index + 1} description`}
                    value={category.description ?? ''}
                    maxLength={500}
                    placeholder="Description (optional)"
                    onChange={(event) => patch(index, { description: event.target.value })}
                  />
                  <RemoveButton
                    what={category.name || `category ${index + 1}`}
                    onRemove={() => change((current) => current.filter((_, i) => i !== index))}
                  />
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
          </>
        );
      }}
    />
  );
}
