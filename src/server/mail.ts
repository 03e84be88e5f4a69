import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mailer {
  /** Sends a plain-text e-mail; failures are logged, never thrown at the caller's user. */
  send(message: { to: string; subject: string; text: string }): Promise<boolean>;
}

/** An SMTP mailer when SMTP_URL is set, else null (links are shown to the admin instead). */
export function createMailer(smtpUrl: string | undefined, from: string, log: FastifyBaseLogger): Mailer | null {
  if (!smtpUrl) return null;
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text }) {
      try {
        await transport.sendMail({ from, to, subject, text });
        return true;
      } catch (err) {
        log.warn({ err: (err as Error).message, subject }, 'e-mail not sent');
        return false;
      }
    },
  };
}
