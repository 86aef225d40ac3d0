// Makes sure a Chromium for the browser tests exists: CHROME_PATH, or Debian's package,
// installed here with apt-get when missing and allowed (root). Never a browser download.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(path)) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || process.env.CHROME_PATH) {
    console.error(
      `Chromium not found at ${path}. Install Debian's package (sudo apt-get install -y chromium) or set CHROME_PATH.`,
    );
    process.exit(1);
  }
  console.info('Chromium is missing: installing the Debian package chromium with apt-get…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
}
