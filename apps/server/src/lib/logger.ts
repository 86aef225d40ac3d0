import pino, { type DestinationStream } from 'pino';

/** Query parameters that carry a secret: the event stream's ticket, e-mailed tokens. */
const SECRET_QUERY = /([?&](?:ticket|token|code)=)[^&#]*/gi;

/** A request as the log shows it: Fastify's own fields, with secrets in the URL redacted. */
function requestForLog(request: { method: string; url: string; host?: string; ip?: string }) {
  return {
    method: request.method,
    url: request.url.replace(SECRET_QUERY, '$1[redacted]'),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * The server's logger. Secrets never reach the log: authorization headers, cookies,
 * passwords and tokens are redacted wherever a log line carries them, and in URLs.
 */
export function createLogger(level: string, destination?: DestinationStream) {
  return pino(
    {
      level,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'password',
          'token',
          'ticket',
          '*.password',
          '*.token',
          '*.ticket',
        ],
        censor: '[redacted]',
      },
      serializers: { req: requestForLog },
    },
    destination,
  );
}
