// Outgoing mail. Every message is written to the outbox table first (so it
// is never lost); with SMTP_URL it is then sent, otherwise the server log is
// where an administrator of the embedded setup finds it.
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/index';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(db: Db, log: FastifyBaseLogger, options: { smtpUrl?: string; from: string }): Mailer {
  let transport: Promise<import('nodemailer').Transporter> | undefined;
  const smtp = () => (transport ??= import('nodemailer').then((m) => m.default.createTransport(options.smtpUrl)));
  return {
    async send(mail) {
      const row = await db
        .insertInto('mail_outbox')
        .values({ to_address: mail.to, subject: mail.subject, body: mail.text })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!options.smtpUrl) {
        // This line is the delivery (with the outbox row): at warn, so a quiet LOG_LEVEL=warn keeps it.
        log.warn({ mailId: row.id, to: mail.to, subject: mail.subject, body: mail.text }, 'mail kept in the outbox (SMTP_URL is not set)');
        return;
      }
      try {
        await (await smtp()).sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
        await db.updateTable('mail_outbox').set({ sent_at: sql`now()` }).where('id', '=', row.id).execute();
      } catch (error) {
        log.error({ err: error, mailId: row.id }, 'sending mail failed; it stays in the outbox');
      }
    },
  };
}
