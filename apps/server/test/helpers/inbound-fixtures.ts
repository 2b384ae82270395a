import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import type { Db } from '../../src/db/open-database';
import { mailboxes, mailboxShares, sendFromAddresses, users } from '../../src/db/schema';

export interface SeededMailbox {
  userId: string;
  ownerEmail: string;
  accountName: string;
  mailboxId: string;
  address: string;
}

/** A user with an account name and one mailbox, straight into the database (random names). */
export async function seedMailbox(
  db: Db,
  options: {
    name?: string;
    ownerEmail?: string;
    isHsa?: boolean;
    sendConfirmationEmail?: boolean;
    sendFrom?: string[];
    sharedWith?: string[];
    folderId?: string | null;
    mailDomain?: string;
  } = {},
): Promise<SeededMailbox> {
  const tag = randomBytes(4).toString('hex');
  const accountName = `acct-${tag}`;
  const ownerEmail = (options.ownerEmail ?? `owner-${tag}@example.com`).toLowerCase();
  const [user] = await db
    .insert(users)
    .values({ email: ownerEmail, accountName })
    .returning({ id: users.id });
  const name = options.name ?? 'welcome';
  const address = `${name}@${accountName}.${options.mailDomain ?? 'receiptbox.localhost'}`;
  const [mailbox] = await db
    .insert(mailboxes)
    .values({
      ownerId: user!.id,
      name,
      address,
      isHsa: options.isHsa ?? false,
      sendConfirmationEmail: options.sendConfirmationEmail ?? false,
      folderId: options.folderId ?? null,
    })
    .returning({ id: mailboxes.id });
  for (const email of options.sendFrom ?? [])
    await db.insert(sendFromAddresses).values({ userId: user!.id, email });
  for (const email of options.sharedWith ?? []) {
    await db.insert(mailboxShares).values({ mailboxId: mailbox!.id, email: email.toLowerCase() });
  }
  return { userId: user!.id, ownerEmail, accountName, mailboxId: mailbox!.id, address };
}

/**
 * A bare SMTP conversation for what nodemailer will not do (stay connected, read the greeting):
 * sends each command and collects the server's replies.
 */
export async function smtpDialogue(port: number, commands: string[]): Promise<string[]> {
  const socket = createConnection({ host: '127.0.0.1', port });
  socket.setEncoding('utf8');
  let buffer = '';
  const replies: string[] = [];
  const nextReply = () =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        // A reply ends with a line "NNN text" (no hyphen after the code).
        const match = /(^|\r\n)(\d{3}) [^\r\n]*\r\n/.exec(buffer);
        if (!match) return false;
        const end = match.index + match[0].length;
        resolve(buffer.slice(0, end));
        buffer = buffer.slice(end);
        return true;
      };
      if (check()) return;
      const onData = (chunk: string) => {
        buffer += chunk;
        if (check()) cleanup();
      };
      const onEnd = () => {
        cleanup();
        reject(new Error(`connection closed; pending: ${buffer}`));
      };
      const cleanup = () => {
        socket.off('data', onData);
        socket.off('end', onEnd);
      };
      socket.on('data', onData);
      socket.on('end', onEnd);
    });
  try {
    replies.push(await nextReply());
    for (const command of commands) {
      socket.write(`${command}\r\n`);
      replies.push(await nextReply());
    }
  } finally {
    socket.destroy();
  }
  return replies;
}
