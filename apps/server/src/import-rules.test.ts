import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../../..');

/** An import placed in a file of the tree, and whether `npm run lint` must accept it. */
const cases = [
  ['lib', "import { listPosts } from '../features/posts/posts.repository';", false],
  ['db', "import { ok } from '../plugins/openapi';", false],
  ['plugins', "import { createHub } from '../features/events/hub';", false],
  ['features/comments', "import { listPosts } from '../posts/posts.repository';", false],
  ['features/comments', "import { findVisiblePost } from '../posts';", true],
  ['features/comments', "import { nowIso } from '../../lib/clock';", true],
  ['plugins', "import { nowIso } from '../lib/clock';", true],
] as const;

describe('the direction of imports, as lint enforces it', () => {
  it('refuses imports upward and sideways, and accepts them downward or through an index', () => {
    const files = cases.map(([folder, line], i) => {
      const file = `apps/server/src/${folder}/zz-import-rule-${i}.ts`;
      const name = /import \{ (\w+) \}/.exec(line)?.[1];
      writeFileSync(join(repo, file), `${line}\nexport const used = ${name};\n`);
      return file;
    });
    try {
      // One run for all: Biome reads the whole module graph each time it starts.
      const run = spawnSync(
        join(repo, 'node_modules/.bin/biome'),
        ['lint', '--reporter=json', ...files],
        { cwd: repo, encoding: 'utf8' },
      );
      const report = JSON.parse(run.stdout) as {
        diagnostics: { category: string; location: { path: string } }[];
      };
      const refused = new Set(
        report.diagnostics
          .filter((d) => d.category === 'lint/style/noRestrictedImports')
          .map((d) => d.location.path),
      );
      expect(files.map((file) => !refused.has(file))).toEqual(cases.map(([, , ok]) => ok));
    } finally {
      for (const file of files) rmSync(join(repo, file), { force: true });
    }
  });
});
