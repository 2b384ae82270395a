import { createHash } from 'node:crypto';

/**
 * Styles of the built-in provider's pages. They mirror the web app's design tokens
 * (apps/web/src/styles/global.css: indigo accent, slate greys, system font stack, focus ring),
 * so the sign-in pages look like the rest of Receiptbox without loading the app's bundle.
 * Served inline and allowed by hash, so the pages' Content-Security-Policy needs no
 * 'unsafe-inline' and nothing is fetched from the network.
 */
export const PAGE_STYLE = `
:root{--accent:#4338ca;--accent-hover:#3730a3;--accent-text:#3730a3;--text:#0f172a;--text-muted:#475569;--border:#e2e8f0;--field-border:#64748b;--surface:#fff;--surface-muted:#f8fafc;--danger:#b91c1c;--danger-soft:#fef2f2;--radius:10px;--radius-small:6px;--shadow:0 1px 2px rgb(15 23 42 / .06),0 4px 16px rgb(15 23 42 / .06);--focus:0 0 0 3px #fff,0 0 0 5px var(--accent);--font:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color-scheme:light}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;font-family:var(--font);font-size:1rem;line-height:1.6;color:var(--text);background:var(--surface-muted);display:flex;flex-direction:column;align-items:center;padding:40px 16px}
.logo{display:inline-flex;align-items:center;gap:10px;font-weight:700;font-size:1.15rem;color:var(--accent);margin-bottom:24px}
.logo svg{flex-shrink:0}.logo span{color:var(--text)}
main{width:100%;max-width:440px;background:var(--surface);border:1px solid var(--border);border-radius:12px;box-shadow:var(--shadow);padding:32px}
h1{font-size:1.6rem;line-height:1.2;letter-spacing:-.015em;margin:0 0 6px}
p{margin:0 0 1em}
.sub{color:var(--text-muted);margin-bottom:24px}
a{color:var(--accent-text);text-underline-offset:2px}a:hover{color:var(--accent-hover)}
:focus-visible{outline:none;box-shadow:var(--focus);border-radius:var(--radius-small)}
.field{display:flex;flex-direction:column;gap:6px;margin-bottom:18px}
.field label{font-weight:600}
.field input{font:inherit;width:100%;min-height:44px;padding:10px 12px;border:1px solid var(--field-border);border-radius:var(--radius-small);background:var(--surface);color:var(--text)}
.field input:focus-visible{border-color:var(--accent)}
.field input[aria-invalid="true"]{border-color:var(--danger)}
.field-hint{color:var(--text-muted);font-size:.9rem;margin:0}
.field-error{color:var(--danger);font-size:.9rem;font-weight:600;margin:0}
.alert{border-radius:var(--radius);padding:12px 16px;border:1px solid #fecaca;background:var(--danger-soft);color:#7f1d1d;margin-bottom:20px}
.button{display:inline-flex;align-items:center;justify-content:center;width:100%;min-height:48px;padding:12px 18px;border-radius:var(--radius-small);border:1px solid transparent;font:inherit;font-weight:600;font-size:1rem;line-height:1.2;text-decoration:none;cursor:pointer;transition:background-color .15s,border-color .15s}
.button-primary{background:var(--accent);color:#fff}.button-primary:hover{background:var(--accent-hover);color:#fff}
.button-ghost{background:var(--surface);color:var(--text);border-color:var(--field-border)}.button-ghost:hover{background:var(--surface-muted)}
form .button{margin-top:6px}
.button-row{display:grid;grid-template-columns:1fr 1fr;gap:12px;margin-top:24px}.button-row .button{margin-top:0}
.alt{margin:24px 0 0;text-align:center;color:var(--text-muted)}
.signed-in{color:var(--text-muted);margin-bottom:20px;overflow-wrap:anywhere}
.signed-in strong{display:block;color:var(--text)}
.permissions{list-style:none;margin:0 0 16px;padding:0;display:grid;gap:12px}
.permissions li{border:1px solid var(--border);border-radius:var(--radius);padding:12px 14px;background:var(--surface-muted)}
.permissions strong{display:block}
.permissions span{color:var(--text-muted);font-size:.95rem}
.note{color:var(--text-muted);font-size:.9rem;margin:0}
@media (max-width:420px){main{padding:24px 20px}body{padding:24px 12px}h1{font-size:1.45rem}}
`
  .trim()
  .replace(/\n/g, '');

const styleHash = createHash('sha256').update(PAGE_STYLE).digest('base64');

/**
 * Headers for every provider page: only the inline style above may apply, no scripts, no
 * framing. No form-action: after a form post the provider redirects to the client's
 * redirect_uri, which may be another origin (the web app's dev server).
 */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': `default-src 'none'; style-src 'sha256-${styleHash}'; img-src 'self'; base-uri 'none'; frame-ancestors 'none'`,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};
