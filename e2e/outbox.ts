import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { outboxDir } from './data-dir';

type Mail = { file: string; to: string; subject: string; text: string };

async function readMails(): Promise<Mail[]> {
  let files: string[];
  try {
    files = await readdir(outboxDir);
  } catch {
    return [];
  }
  // File names are UUIDv7s: sorting them by name sorts the mails by when they were written.
  const sorted = files.filter((name) => name.endsWith('.txt')).sort();
  return Promise.all(
    sorted.map(async (file) => {
      const text = await readFile(join(outboxDir, file), 'utf8');
      return {
        file,
        to: /^To: (.*)$/m.exec(text)?.[1]?.trim() ?? '',
        subject: /^Subject: (.*)$/m.exec(text)?.[1]?.trim() ?? '',
        text,
      };
    }),
  );
}

/**
 * The newest mail to `to` whose subject is `subject`, waiting for it: the server writes
 * mails after it answered. Returns the path and query of the app link in it, to open
 * on the test server whatever host the mail names.
 */
export async function newestMailLink(
  to: string,
  subject: string,
  { after, timeoutMs = 10_000 }: { after?: string; timeoutMs?: number } = {},
): Promise<{ file: string; path: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await readMails()).filter(
      (mail) =>
        mail.to.toLowerCase() === to.toLowerCase() &&
        mail.subject === subject &&
        (!after || mail.file > after),
    );
    const newest = mails.at(-1);
    const link = newest ? /https?:\/\/\S+?(\/[\w-]+\?token=[\w-]+)/.exec(newest.text) : null;
    if (newest && link?.[1]) return { file: newest.file, path: link[1] };
    if (Date.now() > deadline) throw new Error(`No mail '${subject}' to ${to} in ${outboxDir}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const mailSubjects = {
  reset: 'Reset your password',
  verify: 'Confirm your e-mail address',
} as const;
