/**
 * The import rules of docs/architecture.md ("Business areas"), checked by `npm run lint`.
 * A business area is one folder under `apps/server/src/modules/` and `apps/web/src/features/`;
 * from outside, an area is reached through its `index.ts` only.
 */
const SERVER_AREA = '^apps/server/src/modules/([^/]+)/';
const WEB_FEATURE = '^apps/web/src/features/([^/]+)/';
const TEST_FILE = '(\\.test\\.tsx?$|^apps/server/src/test/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-import-cycle',
      severity: 'error',
      comment: 'Files import each other in a circle: move what both need into a third file, or down a layer.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-area-internals',
      severity: 'error',
      comment: "Another area's files are its own business: import what it offers from its index.ts.",
      from: { path: SERVER_AREA },
      to: {
        path: '^apps/server/src/modules/[^/]+/.+',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'server-outside-into-area-internals',
      severity: 'error',
      comment:
        'Outside the areas (app, plugins, database seed, cross-area tests), an area is reached through its index.ts. Benches and scripts (apps/server/bench, apps/server/scripts) are tools that may measure an area from inside.',
      from: { path: '^apps/server/src/', pathNot: SERVER_AREA },
      to: { path: '^apps/server/src/modules/[^/]+/.+', pathNot: '^apps/server/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'server-kernel-and-lib-stay-below-areas',
      severity: 'error',
      comment: 'The kernel, lib, integrations and the database layer serve every area and know none of them.',
      from: { path: '^apps/server/src/(kernel|lib|integrations|db/schema)/' },
      to: { path: '^apps/server/src/(modules|plugins)/|^apps/server/src/app\\.ts$' },
    },
    {
      name: 'server-orm-outside-repositories',
      severity: 'error',
      comment: 'Only repositories (*.repo.ts) and the database layer (src/db) speak to the database.',
      from: {
        path: '^apps/server/src/',
        pathNot: ['\\.repo\\.ts$', '^apps/server/src/db/', TEST_FILE],
      },
      to: {
        path: ['^apps/server/src/db/schema/', '(^|node_modules/)drizzle-orm(/|$)'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'web-feature-imports-feature',
      severity: 'error',
      comment: 'Features never import each other: a page that combines two features lives in src/app.',
      from: { path: WEB_FEATURE },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-feature-internals',
      severity: 'error',
      comment: 'The app layer reaches a feature through its index.ts (or lazily, one of its pages).',
      from: { path: '^apps/web/src/', pathNot: [WEB_FEATURE, TEST_FILE] },
      to: {
        path: '^apps/web/src/features/[^/]+/.+',
        pathNot: [
          '^apps/web/src/features/[^/]+/index\\.tsx?$',
          '^apps/web/src/features/[^/]+/pages/',
          '^apps/web/src/features/[^/]+/[^/]+/pages/',
        ],
      },
    },
    {
      name: 'web-shared-below-features',
      severity: 'error',
      comment: 'Shared components and lib serve every feature and know none of them.',
      from: { path: '^apps/web/src/(components|lib|locales)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'domain-imports-no-app',
      severity: 'error',
      comment: 'The domain package runs on both sides and imports nothing from the apps.',
      from: { path: '^packages/domain/' },
      to: { path: '^(apps|e2e)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '\\.gen\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    combinedDependencies: true,
    skipAnalysisNotInRules: true,
  },
};
