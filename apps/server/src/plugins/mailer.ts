import fp from 'fastify-plugin';
import { type Mailer, outboxMailer, smtpMailer } from '../lib/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailerPlugin = fp<{ smtpUrl: string | undefined; from: string; outboxDir: string }>(
  async (app, { smtpUrl, from, outboxDir }) => {
    app.decorate(
      'mailer',
      smtpUrl ? smtpMailer(smtpUrl, from) : outboxMailer(outboxDir, from, app.log),
    );
  },
  { name: 'mailer' },
);
