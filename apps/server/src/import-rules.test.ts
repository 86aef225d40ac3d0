import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../../..');

/**
 * An import placed in a file of the tree (its folder from the repository's root), and
 * whether `npm run lint` must accept it.
 */
const server = 'apps/server/src';
const web = 'apps/web/src';
const cases = [
  [`${server}/lib`, "import { listPosts } from '../features/posts/posts.repository';", false],
  [`${server}/db`, "import { ok } from '../plugins/openapi';", false],
  [`${server}/plugins`, "import { createHub } from '../features/events/hub';", false],
  [`${server}/features/comments`, "import { listPosts } from '../posts/posts.repository';", false],
  [`${server}/features/comments`, "import { findVisiblePost } from '../posts';", true],
  [`${server}/features/comments`, "import { nowIso } from '../../lib/clock';", true],
  [`${server}/plugins`, "import { nowIso } from '../lib/clock';", true],
  // The web app's, from apps/web/biome.json.
  [`${web}/lib`, "import { usePosts } from '@/features/posts';", false],
  [`${web}/components/layouts`, "import { createRoutes } from '@/app/router';", false],
  [
    `${web}/features/search/components`,
    "import { PostList } from '@/features/posts/components/post-list';",
    false,
  ],
  [
    `${web}/features/search/components`,
    "import { getPosts } from '../../posts/api/get-posts';",
    false,
  ],
  [
    `${web}/features/realtime`,
    "import { appendCachedComment } from '../comments/api/comment-cache';",
    false,
  ],
  // users uses moderation: moderation using users would close a loop.
  [
    `${web}/features/moderation/components`,
    "import { useSetMuted } from '@/features/users';",
    false,
  ],
  [`${web}/features/search/components`, "import { PostList } from '@/features/posts';", true],
  [`${web}/features/users/components`, "import { formatCount } from '../lib/format';", true],
  [`${web}/features/posts/components`, "import { paths } from '@/config/paths';", true],
  [`${web}/components/layouts`, "import { cn } from '@/lib/cn';", true],
] as const;

describe('the direction of imports in the server and the web app, as lint enforces it', () => {
  it('refuses imports upward and sideways, and accepts them downward or through an index', () => {
    const files = cases.map(([folder, line], i) => {
      const file = `${folder}/zz-import-rule-${i}.ts`;
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
