import nodemailer from 'nodemailer';
import type { Database, Sql } from '../db/database';

export interface Email {
  to: string;
  subject: string;
  body: string;
}

export interface Mailer {
  /** Records the message in the outbox, inside the caller's transaction; returns its id. */
  queue(tx: Sql, email: Email): Promise<number>;
  /** Sends a queued message when SMTP is configured and records the outcome; true when sent or kept for later. */
  deliver(id: number): Promise<boolean>;
}

/**
 * Without an SMTP URL the outbox table is the delivery (developers read it); with one,
 * each message is sent after its transaction commits and sent_at or error is recorded.
 */
export function outboxMailer(db: Database, smtpUrl: string | undefined, from: string): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async queue(tx, email) {
      const [row] = await tx.query<{ id: number }>('INSERT INTO outbox (to_address, subject, body) VALUES ($1, $2, $3) RETURNING id', [
        email.to,
        email.subject,
        email.body,
      ]);
      if (!row) throw new Error('Outbox insert returned no id');
      return row.id;
    },
    async deliver(id) {
      if (!transport) return true;
      const [email] = await db.query<{ to_address: string; subject: string; body: string }>(
        'SELECT to_address, subject, body FROM outbox WHERE id = $1',
        [id],
      );
      if (!email) return false;
      try {
        await transport.sendMail({ from, to: email.to_address, subject: email.subject, text: email.body });
        await db.query('UPDATE outbox SET sent_at = now(), error = NULL WHERE id = $1', [id]);
        return true;
      } catch (err) {
        await db.query('UPDATE outbox SET error = $2 WHERE id = $1', [id, String(err)]);
        return false;
      }
    },
  };
}
