import { escapeHtml } from './provider';

/**
 * The built-in provider's own pages (sign in, create account, drive consent). Plain server-side
 * HTML with labelled fields, so they work without the web app's bundle and in a popup.
 */

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6fb;margin:0;color:#1d2433}
main{max-width:400px;margin:8vh auto;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(20,30,60,.08);padding:32px}
h1{font-size:1.5rem;margin:0 0 4px}p.sub{color:#5b6478;margin:0 0 24px}
label{display:block;font-weight:600;margin:16px 0 6px}
input{box-sizing:border-box;width:100%;padding:10px 12px;border:1px solid #c8cedb;border-radius:8px;font-size:1rem}
button{margin-top:24px;width:100%;padding:12px;border:0;border-radius:8px;background:#2f6fed;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button.secondary{background:#e8ecf5;color:#1d2433;margin-top:12px}
.error{background:#fdecec;color:#a32020;border-radius:8px;padding:10px 12px;margin-top:16px}
.alt{margin-top:20px;text-align:center;color:#5b6478}a{color:#2f6fed}
ul{padding-left:20px;line-height:1.6}.brand{font-weight:700;color:#2f6fed;margin-bottom:16px}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} - Receiptbox</title><style>${STYLE}</style></head><body><main><div class="brand">Receiptbox</div>${body}</main></body></html>`;
}

const errorBox = (error: string | undefined) =>
  error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : '';

export function signInPage(uid: string, values: { email?: string; error?: string } = {}): string {
  return layout(
    'Sign in',
    `<h1>Sign in</h1><p class="sub">Use your Receiptbox account to continue</p>${errorBox(values.error)}
<form method="post" action="/oidc/interaction/${escapeHtml(uid)}/login" autocomplete="on">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(values.email ?? '')}" autofocus>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button></form>
<p class="alt">New to Receiptbox? <a href="/oidc/interaction/${escapeHtml(uid)}?screen=signup">Create account</a></p>`,
  );
}

export function signUpPage(
  uid: string,
  values: { email?: string; name?: string; error?: string } = {},
): string {
  return layout(
    'Create account',
    `<h1>Create account</h1><p class="sub">Start turning receipts into spreadsheet rows</p>${errorBox(values.error)}
<form method="post" action="/oidc/interaction/${escapeHtml(uid)}/signup" autocomplete="on">
<label for="name">Name</label><input id="name" name="name" type="text" autocomplete="name" required maxlength="100" value="${escapeHtml(values.name ?? '')}" autofocus>
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(values.email ?? '')}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="new-password" required minlength="8">
<button type="submit">Create account</button></form>
<p class="alt">Already have an account? <a href="/oidc/interaction/${escapeHtml(uid)}">Sign in</a></p>`,
  );
}

export function consentPage(uid: string, email: string, wantsDrive: boolean): string {
  const items = wantsDrive
    ? '<li>See, create and edit only the files Receiptbox creates in your drive</li><li>Keep this access while you are away (offline access)</li>'
    : '<li>Keep you signed in</li>';
  return layout(
    'Allow access',
    `<h1>Allow Receiptbox access</h1><p class="sub">Signed in as ${escapeHtml(email)}</p>
<p>Receiptbox would like to:</p><ul>${items}</ul>
<form method="post" action="/oidc/interaction/${escapeHtml(uid)}/consent">
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny" class="secondary">Cancel</button></form>`,
  );
}
