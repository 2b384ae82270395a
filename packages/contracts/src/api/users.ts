import { z } from 'zod';
import { PlanType } from '../plans';
import { Category } from '../receipt';

/**
 * The /api/AppUser shapes of SPEC §3 and §7, shared by the server routes, the web forms and
 * the tests. Dates travel as ISO 8601 strings.
 */

export const UserPlan = z.object({
  planType: PlanType,
  startDate: z.string().nullable(),
  isYearly: z.boolean(),
  endDate: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  customerId: z.string().nullable(),
});
export type UserPlan = z.infer<typeof UserPlan>;

export const Mailbox = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  folderId: z.string().nullable(),
  createdAt: z.string(),
  categories: z.array(Category),
  sharedWithIds: z.array(z.string()),
  sendConfirmationEmail: z.boolean(),
  isHsaMailbox: z.boolean(),
});
export type Mailbox = z.infer<typeof Mailbox>;

export const User = z.object({
  id: z.string(),
  email: z.string(),
  sendFromEmailAddresses: z.array(z.string()),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  mailboxes: z.array(Mailbox),
  shareTelemetry: z.boolean(),
  accountName: z.string().nullable(),
  userPlan: UserPlan,
});
export type User = z.infer<typeof User>;

// ---- account names (SPEC §5) -------------------------------------------------------------

export const ACCOUNT_NAME_MAX_LENGTH = 63;
export const ACCOUNT_NAME_MESSAGES = {
  required: 'Account name is required',
  tooLong: 'Account name must be 63 characters or less',
  consecutiveHyphens: 'Cannot contain consecutive hyphens',
  pattern:
    'Account name can only contain lowercase letters, numbers, and hyphens. Must start and end with a letter or number.',
  reserved: 'This account name is reserved. Please choose another.',
  taken: 'This account name is already taken. Please choose another.',
} as const;

/**
 * Names that would collide with our own sub-domains or mislead recipients; an account name is
 * the sub-domain of its mailbox addresses.
 */
export const RESERVED_ACCOUNT_NAMES: ReadonlySet<string> = new Set([
  'www',
  'mail',
  'smtp',
  'imap',
  'pop',
  'pop3',
  'mx',
  'api',
  'app',
  'admin',
  'administrator',
  'root',
  'support',
  'help',
  'billing',
  'security',
  'abuse',
  'postmaster',
  'hostmaster',
  'webmaster',
  'noreply',
  'no-reply',
  'status',
  'static',
  'cdn',
  'auth',
  'login',
  'oidc',
  'dashboard',
  'receiptbox',
]);

/**
 * Turns what the user typed into an account name: lowercased, every other character a hyphen,
 * runs of hyphens collapsed, hyphens at either end trimmed (SPEC §5).
 * @example sanitizeAccountName('  My Company!! ') // 'my-company'
 */
export function sanitizeAccountName(input: string): string {
  return input
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The first SPEC §5 message the name breaks, or null when it is a valid account name. */
export function accountNameError(name: string): string | null {
  if (name.length === 0) return ACCOUNT_NAME_MESSAGES.required;
  if (name.length > ACCOUNT_NAME_MAX_LENGTH) return ACCOUNT_NAME_MESSAGES.tooLong;
  if (name.includes('--')) return ACCOUNT_NAME_MESSAGES.consecutiveHyphens;
  if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(name)) return ACCOUNT_NAME_MESSAGES.pattern;
  if (RESERVED_ACCOUNT_NAMES.has(name)) return ACCOUNT_NAME_MESSAGES.reserved;
  return null;
}

export const AccountName = z.string().superRefine((value, ctx) => {
  const message = accountNameError(value);
  if (message) ctx.addIssue({ code: 'custom', message });
});

// ---- e-mail addresses --------------------------------------------------------------------

/** SPEC §5 "Sending address" message. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/** A deliberately simple address pattern (SPEC §5: "simple {email} pattern"). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isValidEmail = (value: string): boolean => value.length <= 254 && EMAIL_PATTERN.test(value);

export const EmailAddress = z
  .string()
  .trim()
  .refine(isValidEmail, { message: INVALID_EMAIL_MESSAGE })
  .transform((value) => value.toLowerCase());

// ---- request bodies ----------------------------------------------------------------------

/** POST /api/AppUser/create: the fields a new user chooses; the email comes from the ID token. */
export const CreateUserRequest = z.object({
  accountName: AccountName,
  shareTelemetry: z.boolean().optional(),
});
export type CreateUserRequest = z.infer<typeof CreateUserRequest>;

/** PUT /api/AppUser/{email}: only shareTelemetry is writable this way; other fields are ignored. */
export const UpdateUserRequest = z.object({ shareTelemetry: z.boolean() });
export type UpdateUserRequest = z.infer<typeof UpdateUserRequest>;

// ---- limits of what a person needs; they also keep one request from becoming a huge statement ----

export const MAX_CATEGORIES = 50;
export const MAX_SHARED_WITH = 100;
export const MAX_SEND_FROM_ADDRESSES = 20;
export const NAME_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 500;
export const TOO_MANY_CATEGORIES_MESSAGE = `A mailbox can have at most ${MAX_CATEGORIES} categories.`;
export const TOO_MANY_SHARES_MESSAGE = `A mailbox can be shared with at most ${MAX_SHARED_WITH} people.`;
export const TOO_MANY_SEND_FROM_MESSAGE = `You can add at most ${MAX_SEND_FROM_ADDRESSES} sending addresses.`;

/** POST /api/AppUser/{email}/send-from-addresses. */
export const AddSendFromAddressRequest = z.object({ address: EmailAddress });
export type AddSendFromAddressRequest = z.infer<typeof AddSendFromAddressRequest>;

export const MAILBOX_NAME_REQUIRED_MESSAGE = 'Mailbox name is required';
export const MAILBOX_NAME_TAKEN_MESSAGE = 'A mailbox with this name already exists';

/** POST /api/AppUser/{email}/mailboxes. */
export const CreateMailboxRequest = z.object({
  name: z.string().trim().min(1, MAILBOX_NAME_REQUIRED_MESSAGE).max(NAME_MAX_LENGTH),
  isHsaMailbox: z.boolean().default(false),
});
export type CreateMailboxRequest = z.infer<typeof CreateMailboxRequest>;

/** PUT /api/AppUser/{email}/mailboxes/{mailboxId}: the editable parts of a mailbox. */
export const UpdateMailboxRequest = z.object({
  name: z.string().trim().min(1, MAILBOX_NAME_REQUIRED_MESSAGE).max(NAME_MAX_LENGTH).optional(),
  /** Blank and duplicate names are dropped by the server (SPEC §4), so they are accepted here. */
  categories: z
    .array(
      z.object({
        name: z.string().max(NAME_MAX_LENGTH),
        description: z.string().max(DESCRIPTION_MAX_LENGTH).optional(),
      }),
    )
    .max(MAX_CATEGORIES, TOO_MANY_CATEGORIES_MESSAGE)
    .optional(),
  sharedWithIds: z.array(z.string().max(254)).max(MAX_SHARED_WITH, TOO_MANY_SHARES_MESSAGE).optional(),
  sendConfirmationEmail: z.boolean().optional(),
});
export type UpdateMailboxRequest = z.infer<typeof UpdateMailboxRequest>;

/**
 * The local part of a mailbox address (SPEC §5): lowercased, trimmed, each run of other
 * characters one hyphen, hyphens at the ends removed, 'mailbox' when nothing is left.
 * @example mailboxLocalPart('  Business Expenses ') // 'business-expenses'
 */
export function mailboxLocalPart(name: string): string {
  const local = name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return local || 'mailbox';
}

/** Days left on a plan: the ceiling of days until endDate, never below 0 (SPEC §4). */
export function planDaysRemaining(endDate: string | null, now: Date = new Date()): number | null {
  if (!endDate) return null;
  const ms = new Date(endDate).getTime() - now.getTime();
  return Math.max(0, Math.ceil(ms / 86_400_000));
}

export const PLAN_EXPIRING_SOON_DAYS = 7;
