import { resolve } from 'node:path';

import type { Rolldown } from 'vite';

import { DASHBOARD_MODULE, ENTRY_MODULE, LOGIN_PAGE_MODULE, PROTECTED_LAYOUT_MODULE } from './page-modules';

type ChunkingContext = Rolldown.ChunkingContext;
type ModuleInfo = Rolldown.ModuleInfo;

/** The given modules and every module they reach through the imports `next` follows. */
function closure(roots: Iterable<string>, next: (info: ModuleInfo) => readonly string[], ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (info) stack.push(...next(info));
  }
  return seen;
}

const staticImports = (info: ModuleInfo) => info.importedIds;
const allImports = (info: ModuleInfo) => [...info.importedIds, ...info.dynamicallyImportedIds];

/**
 * One `portal` chunk for the visit every login lands on (docs/performance.md, "Bundle
 * budgets"): what the protected layout imports and what the dashboard shares with other pages,
 * less what the login page's first load has already brought. Left to rolldown, the same code
 * came as 34 files, one per set of importers, each compressed on its own. Every portal page
 * loads the layout, and a page opened after the dashboard finds the shared code cached; a page
 * opened first (a link in an email) loads the dashboard's share of it too (up to 4 KB gzip).
 * Code only the dashboard uses stays in its own chunk, code only other pages use in theirs.
 * The layout and dashboard modules themselves stay the entries of their own small chunks: the
 * build manifest and the preloads find them by name. Outside the app's build (Storybook) there
 * is no src/main.tsx in the graph and nothing is grouped.
 */
export function portalChunks(root: string): Rolldown.CodeSplittingGroup {
  const entry = resolve(root, ENTRY_MODULE);
  const loginPage = resolve(root, LOGIN_PAGE_MODULE);
  const layout = resolve(root, PROTECTED_LAYOUT_MODULE);
  const dashboard = resolve(root, DASHBOARD_MODULE);
  let portal: Set<string> | null = null;
  const portalModules = (ctx: ChunkingContext) => {
    if (!ctx.getModuleInfo(entry)) return new Set<string>();
    const loginFirstLoad = closure([entry, loginPage], staticImports, ctx);
    // Every page loaded with import(), but for the layout and the dashboard.
    const otherPages = new Set([...closure([entry], allImports, ctx)].flatMap((id) => ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
    otherPages.delete(layout);
    otherPages.delete(dashboard);
    const usedByOtherPages = closure(otherPages, staticImports, ctx);
    const sharedByDashboard = [...closure([dashboard], staticImports, ctx)].filter((id) => usedByOtherPages.has(id));
    const modules = new Set([...closure([layout], staticImports, ctx), ...sharedByDashboard].filter((id) => !loginFirstLoad.has(id)));
    modules.delete(layout);
    modules.delete(dashboard);
    return modules;
  };
  return {
    name: (id: string, ctx: ChunkingContext) => ((portal ??= portalModules(ctx)).has(id) ? 'portal' : null),
    // Only the modules chosen above: what they import from elsewhere stays where it is.
    includeDependenciesRecursively: false,
  };
}
