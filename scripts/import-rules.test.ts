import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type IForbiddenRuleType } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const { forbidden } = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as {
  forbidden: IForbiddenRuleType[];
};

/** A small tree with one deliberately wrong import per rule, and the right way beside it. */
const FILES: Record<string, string> = {
  'apps/server/src/modules/beta/index.ts': "export { b } from './part/b.service';",
  'apps/server/src/modules/beta/part/b.service.ts': "import { row } from './b.repo';\nexport const b = row;",
  'apps/server/src/modules/beta/part/b.repo.ts': "import { sql } from 'drizzle-orm';\nexport const row = sql;",
  'apps/server/src/modules/alpha/part/right.service.ts': "import { b } from '../../beta';\nexport const a = b;",
  'apps/server/src/modules/alpha/part/wrong.service.ts':
    "import { row } from '../../beta/part/b.repo';\nexport const a = row;",
  'apps/server/src/modules/alpha/part/orm.service.ts': "import { sql } from 'drizzle-orm';\nexport const q = sql;",
  'apps/server/src/modules/alpha/part/first.ts':
    "import { second } from './second';\nexport const first = () => second;",
  'apps/server/src/modules/alpha/part/second.ts':
    "import { first } from './first';\nexport const second = () => first;",
  'apps/server/src/app.ts': "import { b } from './modules/beta/part/b.service';\nexport const app = b;",
  'apps/server/src/lib/helper.ts': "import { b } from '../modules/beta';\nexport const helper = b;",
  'apps/web/src/features/one/index.ts': "export { One } from './components/one';",
  'apps/web/src/features/one/components/one.tsx':
    "import { Two } from '../../two/components/two';\nexport const One = Two;",
  'apps/web/src/features/two/components/two.tsx': 'export const Two = 2;',
  'apps/web/src/app/page.tsx': "import { Two } from '../features/two/components/two';\nexport const Page = Two;",
  'apps/web/src/lib/shared.ts': "import { One } from '../features/one';\nexport const shared = One;",
  'packages/domain/src/rule.ts': "import { app } from '../../../apps/server/src/app';\nexport const rule = app;",
};

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'import-rules-'));
  for (const [path, text] of Object.entries(FILES)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), `${text}\n`);
  }
});

afterAll(() => rm(root, { recursive: true, force: true }));

async function violations(): Promise<string[]> {
  const result = await cruise(['apps', 'packages'], {
    baseDir: root,
    validate: true,
    ruleSet: { forbidden },
    tsPreCompilationDeps: true,
  });
  if (typeof result.output === 'string') throw new Error('expected the JSON result');
  return result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
}

describe('the import rules of npm run lint (.dependency-cruiser.cjs)', () => {
  it('refuse each deliberately wrong import and only those', async () => {
    expect((await violations()).sort()).toEqual(
      [
        'domain-imports-no-app: packages/domain/src/rule.ts -> apps/server/src/app.ts',
        'no-import-cycle: apps/server/src/modules/alpha/part/first.ts -> apps/server/src/modules/alpha/part/second.ts',
        'server-area-internals: apps/server/src/modules/alpha/part/wrong.service.ts -> apps/server/src/modules/beta/part/b.repo.ts',
        'server-kernel-and-lib-stay-below-areas: apps/server/src/lib/helper.ts -> apps/server/src/modules/beta/index.ts',
        'server-orm-outside-repositories: apps/server/src/modules/alpha/part/orm.service.ts -> drizzle-orm',
        'server-outside-into-area-internals: apps/server/src/app.ts -> apps/server/src/modules/beta/part/b.service.ts',
        'web-feature-imports-feature: apps/web/src/features/one/components/one.tsx -> apps/web/src/features/two/components/two.tsx',
        'web-feature-internals: apps/web/src/app/page.tsx -> apps/web/src/features/two/components/two.tsx',
        'web-shared-below-features: apps/web/src/lib/shared.ts -> apps/web/src/features/one/index.ts',
      ].sort(),
    );
  });
});
