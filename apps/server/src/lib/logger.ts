import pino, { type DestinationStream } from 'pino';

/**
 * The server's logger. Secrets never reach the log: authorization headers, cookies,
 * passwords and tokens are redacted wherever a log line carries them.
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
    },
    destination,
  );
}
