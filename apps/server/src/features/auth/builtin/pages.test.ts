import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PAGE_HEADERS, PAGE_STYLE } from './page-style';
import { consentPage, errorPage, signInPage, signUpPage } from './pages';

const SCRIPT = '<script>alert(1)</script>';
const QUOTED_EMAIL = `"o'brien"@example.com`;

describe('built-in provider pages', () => {
  it('renders a hostile name, a quoted email and an error message escaped', () => {
    const html = signUpPage('uid1', { name: SCRIPT, email: QUOTED_EMAIL, error: `Bad ${SCRIPT}` });
    expect(html).not.toContain('<script');
    expect(html).toContain('value="&#60;script&#62;alert(1)&#60;/script&#62;"');
    expect(html).toContain('value="&#34;o&#39;brien&#34;@example.com"');
    expect(html).toContain('Bad &#60;script&#62;');
  });

  it('escapes the email on the consent page and the message on the error page', () => {
    expect(consentPage('uid1', QUOTED_EMAIL, true)).toContain(
      '<strong>&#34;o&#39;brien&#34;@example.com</strong>',
    );
    const error = errorPage(SCRIPT);
    expect(error).not.toContain('<script');
    expect(error).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
  });

  it('labels every field and gives each the right autocomplete', () => {
    const signUp = signUpPage('uid1');
    for (const [id, autocomplete] of [
      ['name', 'name'],
      ['email', 'email'],
      ['password', 'new-password'],
    ]) {
      expect(signUp).toContain(`<label for="${id}">`);
      expect(signUp).toMatch(new RegExp(`<input id="${id}"[^>]* autocomplete="${autocomplete}"`));
    }
    expect(signInPage('uid1')).toMatch(/<input id="password"[^>]* autocomplete="current-password"/);
    expect(signInPage('uid1')).toMatch(/<input id="email"[^>]* autocomplete="email"/);
  });

  it('ties a one-field error to its field and a form error to every field', () => {
    const one = signUpPage('uid1', {
      email: 'x',
      error: 'Please enter a valid email address',
      errorFor: ['email'],
    });
    expect(one).toContain(
      '<p class="field-error" id="email-error" role="alert">Please enter a valid email address</p>',
    );
    expect(one).toMatch(
      /<input id="email"[^>]* aria-describedby="email-error" aria-invalid="true" autofocus>/,
    );
    expect(one).toMatch(/<input id="name"[^>]*>/);
    expect(one).not.toMatch(/<input id="name"[^>]*aria-invalid/);

    const all = signInPage('uid1', { email: 'a@b.c', error: 'Incorrect email or password.' });
    expect(all).toContain(
      '<div class="alert" id="form-error" role="alert">Incorrect email or password.</div>',
    );
    expect(all).toMatch(/<input id="email"[^>]* aria-describedby="form-error" aria-invalid="true"/);
    expect(all).toMatch(/<input id="password"[^>]* aria-describedby="form-error" aria-invalid="true"/);
  });

  it('has a language, a titled page, links between sign-in and sign-up, and Allow / Cancel', () => {
    const signIn = signInPage('uid1');
    expect(signIn).toContain('<html lang="en">');
    expect(signIn).toContain('<title>Sign in - Receiptbox</title>');
    expect(signIn).toContain('<a href="/oidc/interaction/uid1?screen=signup">Create account</a>');
    expect(signUpPage('uid1')).toContain('<title>Create account - Receiptbox</title>');
    expect(signUpPage('uid1')).toContain('<a href="/oidc/interaction/uid1">Sign in</a>');
    const consent = consentPage('uid1', 'eve@example.com', true);
    expect(consent).toContain('Receiptbox can only see and change files it creates in your drive');
    expect(consent).toContain('value="allow">Allow</button>');
    expect(consent).toContain('value="deny">Cancel</button>');
  });

  it('allows exactly the inline style by hash and nothing else', () => {
    const csp = PAGE_HEADERS['content-security-policy'];
    const hash = createHash('sha256').update(PAGE_STYLE).digest('base64');
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(signInPage('uid1')).toContain(`<style>${PAGE_STYLE}</style>`);
  });
});
