import { expect, type Page } from '@playwright/test';

/** Undoes quoted-printable soft line breaks and escapes, as a mail program shows the text. */
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * After "Create account" (or a sign-in before the address was confirmed), the built-in provider
 * mails a link: read it from the local outbox through /api/Outbox, as a developer would, and open
 * it in the same browser, which finishes the sign-in.
 */
export async function followVerificationLink(page: Page, email: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  let id: string | undefined;
  await expect
    .poll(async () => {
      const list = (await (await page.request.get('/api/Outbox')).json()) as {
        id: string;
        to: string[];
        subject: string;
      }[];
      id = list.find(
        (m) => m.to.includes(email.toLowerCase()) && m.subject.startsWith('Confirm your email'),
      )?.id;
      return id;
    })
    .toBeTruthy();
  const raw = decodeQuotedPrintable(await (await page.request.get(`/api/Outbox/${id}`)).text());
  const link = /https?:\/\/\S+\/verify\?token=[A-Za-z0-9._~%-]+/.exec(raw)?.[0];
  expect(link, 'the verification mail holds a link').toBeTruthy();
  await page.goto(link!);
}
