/**
 * The server as it stood at a git revision, built into a folder of its own, so that two
 * builds can run side by side (`bench:ab`). Dependencies are this checkout's: a revision whose
 * package versions differ is built and run against today's.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './lib';

/** `work` is the working tree as it is now, uncommitted changes included. */
export const WORKING_TREE = 'work';

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

/** The path of `server.js` built from `revision`; a revision already built is reused. */
export function serverBuild(revision: string): { script: string; label: string } {
  if (revision === WORKING_TREE) {
    execFileSync(process.execPath, ['build.mjs'], { cwd: join(root, 'apps/server') });
    return { script: join(root, 'apps/server/dist/server.js'), label: 'working tree' };
  }
  const commit = git('rev-parse', '--verify', `${revision}^{commit}`).trim();
  const tree = join(tmpdir(), `bench-build-${commit.slice(0, 12)}`);
  const script = join(tree, 'apps/server/dist/server.js');
  if (!existsSync(script)) {
    rmSync(tree, { recursive: true, force: true });
    mkdirSync(tree, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${tree}"`], { cwd: root });
    linkDependencies(tree);
    execFileSync(process.execPath, ['build.mjs'], { cwd: join(tree, 'apps/server') });
  }
  return { script, label: `${revision} (${commit.slice(0, 7)})` };
}

/**
 * The revision's own workspace packages, everything else from this checkout's node_modules:
 * the contract is bundled from the revision's source, the rest stays external and resolves
 * through these links at run time.
 */
function linkDependencies(tree: string) {
  const modules = join(tree, 'node_modules');
  mkdirSync(join(modules, '@app'), { recursive: true });
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry !== '@app') symlinkSync(join(root, 'node_modules', entry), join(modules, entry));
  }
  symlinkSync(join(tree, 'packages/contract'), join(modules, '@app/contract'));
  const serverModules = join(root, 'apps/server/node_modules');
  if (existsSync(serverModules)) symlinkSync(serverModules, join(tree, 'apps/server/node_modules'));
}
