import { PASSWORD_MIN_LENGTH } from '../passwords';
import { escapeHtml } from './html-escape';
import { PAGE_STYLE } from './page-style';

/**
 * The built-in provider's own pages (sign in, create account, drive consent, expired, error).
 * Plain server-side HTML with labelled fields, so they work without the web app's bundle and
 * in a popup. Every interpolated value goes through escapeHtml.
 */

export type FieldName = 'name' | 'email' | 'password';

export interface FormValues {
  name?: string;
  email?: string;
  error?: string;
  /** Fields the error is about; without it the error concerns every field of the form. */
  errorFor?: readonly FieldName[];
}

// The web app's logo mark (apps/web/src/components/layout/Logo.tsx); the colour follows .logo.
const LOGO = `<div class="logo"><svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="7" fill="currentColor"/><path d="M10 7h12v18l-3-2-3 2-3-2-3 2z" fill="#fff"/><path d="M13 12h6M13 16h6" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg><span>Receiptbox</span></div>`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} - Receiptbox</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${PAGE_STYLE}</style></head><body>${LOGO}<main>${body}</main></body></html>`;
}

interface FieldSpec {
  name: FieldName;
  label: string;
  type: 'text' | 'email' | 'password';
  autocomplete: 'name' | 'email' | 'current-password' | 'new-password';
  value?: string;
  hint?: string;
  /** Extra validation attributes, written as is (never user input). */
  constraints?: string;
}

/**
 * An error about one field sits under that field; an error about several (or the whole form)
 * sits above the form. Either way it is a role="alert" the fields point at with
 * aria-describedby, and the first field concerned takes the focus.
 */
function form(action: string, fields: FieldSpec[], submit: string, values: FormValues): string {
  const concerned = values.error ? (values.errorFor ?? fields.map((f) => f.name)) : [];
  const inline = concerned.length === 1 ? concerned[0] : undefined;
  const formError =
    values.error && !inline
      ? `<div class="alert" id="form-error" role="alert">${escapeHtml(values.error)}</div>`
      : '';
  const focus = fields.find((f) => concerned.includes(f.name))?.name ?? fields[0]?.name;
  const rendered = fields.map((f) => {
    const invalid = concerned.includes(f.name);
    const errorId = inline === f.name ? `${f.name}-error` : invalid ? 'form-error' : undefined;
    const describedBy = [f.hint ? `${f.name}-hint` : undefined, errorId].filter(Boolean).join(' ');
    const attributes = [
      `id="${f.name}"`,
      `name="${f.name}"`,
      `type="${f.type}"`,
      `autocomplete="${f.autocomplete}"`,
      'required',
      f.constraints,
      f.type === 'password' ? undefined : `value="${escapeHtml(f.value ?? '')}"`,
      describedBy ? `aria-describedby="${describedBy}"` : undefined,
      invalid ? 'aria-invalid="true"' : undefined,
      focus === f.name ? 'autofocus' : undefined,
    ]
      .filter(Boolean)
      .join(' ');
    const hint = f.hint ? `<p class="field-hint" id="${f.name}-hint">${escapeHtml(f.hint)}</p>` : '';
    const error =
      inline === f.name && values.error
        ? `<p class="field-error" id="${f.name}-error" role="alert">${escapeHtml(values.error)}</p>`
        : '';
    return `<div class="field"><label for="${f.name}">${escapeHtml(f.label)}</label><input ${attributes}>${hint}${error}</div>`;
  });
  return `${formError}<form method="post" action="${escapeHtml(action)}" novalidate>${rendered.join('')}<button class="button button-primary" type="submit">${escapeHtml(submit)}</button></form>`;
}

const interactionPath = (uid: string) => `/oidc/interaction/${encodeURIComponent(uid)}`;

export function signInPage(uid: string, values: FormValues = {}): string {
  const path = interactionPath(uid);
  return layout(
    'Sign in',
    `<h1>Sign in</h1><p class="sub">Use your Receiptbox account to continue</p>${form(
      `${path}/login`,
      [
        { name: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: values.email },
        { name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' },
      ],
      'Sign in',
      values,
    )}<p class="alt">New to Receiptbox? <a href="${escapeHtml(`${path}?screen=signup`)}">Create account</a></p>`,
  );
}

export function signUpPage(uid: string, values: FormValues = {}): string {
  const path = interactionPath(uid);
  return layout(
    'Create account',
    `<h1>Create account</h1><p class="sub">Start turning receipts into spreadsheet rows</p>${form(
      `${path}/signup`,
      [
        {
          name: 'name',
          label: 'Name',
          type: 'text',
          autocomplete: 'name',
          value: values.name,
          constraints: 'maxlength="100"',
        },
        { name: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: values.email },
        {
          name: 'password',
          label: 'Password',
          type: 'password',
          autocomplete: 'new-password',
          hint: `At least ${PASSWORD_MIN_LENGTH} characters`,
          constraints: `minlength="${PASSWORD_MIN_LENGTH}"`,
        },
      ],
      'Create account',
      values,
    )}<p class="alt">Already have an account? <a href="${escapeHtml(path)}">Sign in</a></p>`,
  );
}

const DRIVE_PERMISSIONS = [
  {
    title: 'Only the files Receiptbox creates in your drive',
    detail:
      'Receiptbox can only see and change files it creates in your drive, such as your receipts spreadsheet. It cannot open, list or change any of your other files.',
  },
  {
    title: 'Keep this access while you are away',
    detail: 'So receipts you email in are saved to your drive even when you are not using Receiptbox.',
  },
];

const SIGN_IN_PERMISSIONS = [
  { title: 'Keep you signed in', detail: 'Receiptbox sees your name and email address.' },
];

export function consentPage(uid: string, email: string, wantsDrive: boolean): string {
  const items = (wantsDrive ? DRIVE_PERMISSIONS : SIGN_IN_PERMISSIONS)
    .map((p) => `<li><strong>${escapeHtml(p.title)}</strong><span>${escapeHtml(p.detail)}</span></li>`)
    .join('');
  const who = email ? `<p class="signed-in">Signed in as <strong>${escapeHtml(email)}</strong></p>` : '';
  const revoke = wantsDrive ? '<p class="note">You can revoke this access at any time in Settings.</p>' : '';
  return layout(
    'Allow access',
    `<h1>Allow Receiptbox access</h1>${who}<p>Receiptbox would like to:</p><ul class="permissions">${items}</ul>${revoke}
<form method="post" action="${escapeHtml(`${interactionPath(uid)}/consent`)}"><div class="button-row"><button class="button button-ghost" type="submit" name="decision" value="deny">Cancel</button><button class="button button-primary" type="submit" name="decision" value="allow">Allow</button></div></form>`,
  );
}

/** Shown when an interaction's cookie or uid no longer matches (expired or replayed). */
export function expiredPage(): string {
  return layout(
    'Sign-in expired',
    '<h1>This sign-in page has expired</h1><p class="sub">For your security, sign-in pages only last a short while.</p><a class="button button-primary" href="/login">Start again</a>',
  );
}

/** The provider's own error page (bad client, redirect URI, ...). */
export function errorPage(message: string): string {
  return layout(
    'Sign-in error',
    `<h1>Sign-in error</h1><div class="alert" role="alert">${escapeHtml(message)}</div><a class="button button-primary" href="/login">Back to sign in</a>`,
  );
}

/** After sign-up (or a sign-in before the address was confirmed): the link is in the mail. */
export function checkEmailPage(email: string): string {
  return layout(
    'Confirm your email',
    `<h1 data-verification-sent>Check your email</h1><p class="sub">We sent a link to <strong>${escapeHtml(email)}</strong>. Open it to confirm the address and finish signing in.</p><p class="note">No mail after a few minutes? Look in your spam folder, or sign in again for a new link.</p>`,
  );
}

/** A verification link opened in a browser that did not start the sign-in (or after it lapsed). */
export function emailConfirmedPage(): string {
  return layout(
    'Email confirmed',
    '<h1>Your email address is confirmed</h1><p class="sub">You can now sign in to Receiptbox.</p><a class="button button-primary" href="/login">Sign in</a>',
  );
}

/** A verification link that was altered or has expired. */
export function invalidLinkPage(): string {
  return layout(
    'Link expired',
    '<h1>This link has expired or is not valid</h1><p class="sub">Sign in with your email and password and we will send you a new one.</p><a class="button button-primary" href="/login">Sign in</a>',
  );
}

/** The confirmation mail: a link that proves the reader holds the address. */
export function verificationMail(
  name: string,
  link: string,
): { subject: string; text: string; html: string } {
  return {
    subject: 'Confirm your email address for Receiptbox',
    text: `Hello ${name},\n\nOpen this link to confirm your email address and finish signing in to Receiptbox:\n\n${link}\n\nThe link works for 24 hours. If you did not create a Receiptbox account, ignore this mail.\n`,
    html: `<p>Hello ${escapeHtml(name)},</p><p><a href="${escapeHtml(link)}">Confirm your email address</a> to finish signing in to Receiptbox.</p><p>The link works for 24 hours. If you did not create a Receiptbox account, ignore this mail.</p>`,
  };
}
