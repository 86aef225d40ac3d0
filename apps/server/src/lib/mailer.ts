import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { newId } from './ids';

export type Mail = { to: string; subject: string; text: string };

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** SMTP, through nodemailer, when SMTP_URL is set. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/**
 * The default: each mail becomes a file in the outbox folder, and a log line says where,
 * so that someone running the app on one machine can follow its links.
 */
export function outboxMailer(dir: string, from: string, log: FastifyBaseLogger): Mailer {
  return {
    send: async (mail) => {
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${newId()}.txt`);
      await writeFile(
        file,
        `From: ${from}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`,
      );
      log.info({ file, subject: mail.subject }, 'mail written to the outbox');
    },
  };
}
