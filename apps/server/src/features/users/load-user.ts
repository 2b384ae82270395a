import type { Mailbox, User } from '@receiptbox/contracts/api/users';
import { effectivePlanType } from '@receiptbox/contracts/plan-rules';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { categories, mailboxes, mailboxShares, sendFromAddresses, userPlans, users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;
type MailboxRow = typeof mailboxes.$inferSelect;

export async function findUserRow(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row ?? null;
}

/** Mailboxes with their categories and sharing lists, in creation order. */
export async function toMailboxes(db: Db, rows: MailboxRow[]): Promise<Mailbox[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((m) => m.id);
  const [cats, shares] = await Promise.all([
    db.select().from(categories).where(inArray(categories.mailboxId, ids)).orderBy(asc(categories.position)),
    db
      .select()
      .from(mailboxShares)
      .where(inArray(mailboxShares.mailboxId, ids))
      .orderBy(asc(mailboxShares.createdAt)),
  ]);
  return rows.map((m) => ({
    id: m.id,
    name: m.name,
    email: m.address,
    folderId: m.folderId,
    createdAt: m.createdAt.toISOString(),
    categories: cats
      .filter((c) => c.mailboxId === m.id)
      .map((c) => (c.description ? { name: c.name, description: c.description } : { name: c.name })),
    sharedWithIds: shares.filter((s) => s.mailboxId === m.id).map((s) => s.email),
    sendConfirmationEmail: m.sendConfirmationEmail,
    isHsaMailbox: m.isHsa,
  }));
}

/** The User of SPEC §3 for a stored user row. */
export async function toUser(db: Db, row: UserRow): Promise<User> {
  const [planRows, mailboxRows, addresses] = await Promise.all([
    db.select().from(userPlans).where(eq(userPlans.userId, row.id)),
    db
      .select()
      .from(mailboxes)
      .where(eq(mailboxes.ownerId, row.id))
      .orderBy(asc(mailboxes.createdAt), asc(mailboxes.id)),
    db
      .select()
      .from(sendFromAddresses)
      .where(eq(sendFromAddresses.userId, row.id))
      .orderBy(asc(sendFromAddresses.createdAt), asc(sendFromAddresses.id)),
  ]);
  const plan = planRows[0];
  return {
    id: row.id,
    email: row.email,
    sendFromEmailAddresses: addresses.map((a) => a.email),
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    mailboxes: await toMailboxes(db, mailboxRows),
    shareTelemetry: row.shareTelemetry,
    accountName: row.accountName,
    userPlan: plan
      ? {
          // A paid period that ended long ago (no renewal, no cancellation heard) is Free.
          planType: effectivePlanType(plan),
          startDate: plan.startDate.toISOString(),
          isYearly: plan.isYearly,
          endDate: plan.endDate?.toISOString() ?? null,
          subscriptionId: plan.subscriptionId,
          customerId: plan.customerId,
        }
      : {
          planType: 'Free',
          startDate: row.createdAt.toISOString(),
          isYearly: false,
          endDate: null,
          subscriptionId: null,
          customerId: null,
        },
  };
}
