import {
  CONTACT_SUCCESS_MESSAGE,
  ContactRequest,
  type ContactRequestInput,
  ContactResponse,
} from '@receiptbox/contracts/api/contact';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Page } from '../../../components/Page';
import { useAppConfig } from '../../../lib/app-config';
import { http, isApiError } from '../../../lib/http';
import '../marketing.css';

type Field = 'name' | 'email' | 'subject' | 'message';
type FieldErrors = Partial<Record<Field, string>>;

const empty: Required<Omit<ContactRequestInput, 'website'>> & { website: string } = {
  name: '',
  email: '',
  subject: '',
  message: '',
  website: '',
};

const sendContactMessage = (body: ContactRequestInput) =>
  http.post('/api/Contact', body, { schema: ContactResponse });

function errorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 429) {
    return 'You have sent several messages in a short time. Please wait a few minutes and try again.';
  }
  return 'Your message could not be sent. Please try again, or email us directly.';
}

export default function ContactPage() {
  const supportEmail = useAppConfig().data?.supportEmail;
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useMutation({ mutationFn: sendContactMessage });
  const id = useId();

  const update = (field: Field | 'website') => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (field !== 'website' && errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ContactRequest.safeParse(values);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      const first = (['name', 'email', 'subject', 'message'] as const).find((field) => next[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    mutation.mutate(values, { onSuccess: () => setValues(empty) });
  };

  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: update(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p className="field-error" id={`${id}-${field}-error`}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <Page
      title="Contact"
      description="Questions about Receiptbox, billing or your account? Send us a message."
    >
      <section className="container page-section two-column">
        <div>
          <span className="eyebrow">Contact</span>
          <h1>Get in touch</h1>
          <p className="lead">
            Questions about Receiptbox, a receipt that was read wrong, billing or your account: send us a
            message and a person will reply by email.
          </p>
          {supportEmail && (
            <p>
              You can also email <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
            </p>
          )}
          <p className="muted">
            Please do not send receipts or card numbers through this form. If a receipt was read wrong, tell
            us the merchant and what went wrong.
          </p>
        </div>
        <div className="card">
          {mutation.isSuccess && (
            <div className="alert alert-success" role="status">
              {CONTACT_SUCCESS_MESSAGE}
            </div>
          )}
          {mutation.isError && (
            <div className="alert alert-error" role="alert">
              {errorMessage(mutation.error)}
            </div>
          )}
          <form onSubmit={submit} noValidate aria-label="Contact form">
            <div className="field">
              <label htmlFor={`${id}-name`}>Name</label>
              <input {...fieldProps('name')} autoComplete="name" required />
              {fieldError('name')}
            </div>
            <div className="field">
              <label htmlFor={`${id}-email`}>Email</label>
              <input {...fieldProps('email')} type="email" autoComplete="email" required />
              {fieldError('email')}
            </div>
            <div className="field">
              <label htmlFor={`${id}-subject`}>Subject (optional)</label>
              <input {...fieldProps('subject')} />
              {fieldError('subject')}
            </div>
            <div className="field">
              <label htmlFor={`${id}-message`}>Message</label>
              <textarea {...fieldProps('message')} required />
              {fieldError('message')}
            </div>
            {/* Honeypot for bots: hidden from people and assistive technology. */}
            <div className="visually-hidden" aria-hidden="true">
              <label htmlFor={`${id}-website`}>Website</label>
              <input
                id={`${id}-website`}
                name="website"
                tabIndex={-1}
                autoComplete="off"
                value={values.website}
                onChange={update('website')}
              />
            </div>
            <button className="button button-primary" type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Sending…' : 'Send message'}
            </button>
          </form>
        </div>
      </section>
    </Page>
  );
}
