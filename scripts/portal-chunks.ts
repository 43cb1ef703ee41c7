import { resolve } from 'node:path';

import type { Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

const ENTRY = 'src/main.tsx';
const LOGIN_PAGE = 'src/features/auth/components/login-page.tsx';
const PROTECTED_LAYOUT = 'src/app/protected/protected-layout.tsx';
const DASHBOARD = 'src/app/protected/dashboard-routes.tsx';

/** Every module the given ones import statically, themselves included. */
function staticClosure(roots: Iterable<string>, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) stack.push(imported);
  }
  return seen;
}

/** Every module loaded with import(), anywhere in the app. */
function dynamicEntries(entry: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const entries = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    for (const imported of info?.importedIds ?? []) stack.push(imported);
    for (const imported of info?.dynamicallyImportedIds ?? []) {
      entries.add(imported);
      stack.push(imported);
    }
  }
  return entries;
}

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
  const path = (file: string) => resolve(root, file);
  let portal: Set<string> | null = null;
  const portalModules = (ctx: ChunkingContext) => {
    if (!ctx.getModuleInfo(path(ENTRY))) return new Set<string>();
    const loginFirstLoad = staticClosure([path(ENTRY), path(LOGIN_PAGE)], ctx);
    const otherPages = [...dynamicEntries(path(ENTRY), ctx)].filter((id) => id !== path(PROTECTED_LAYOUT) && id !== path(DASHBOARD));
    const usedByOtherPages = staticClosure(otherPages, ctx);
    const shell = staticClosure([path(PROTECTED_LAYOUT)], ctx);
    const sharedByDashboard = [...staticClosure([path(DASHBOARD)], ctx)].filter((id) => usedByOtherPages.has(id));
    const modules = new Set([...shell, ...sharedByDashboard].filter((id) => !loginFirstLoad.has(id)));
    modules.delete(path(PROTECTED_LAYOUT));
    modules.delete(path(DASHBOARD));
    return modules;
  };
  return {
    name: (id: string, ctx: ChunkingContext) => ((portal ??= portalModules(ctx)).has(id) ? 'portal' : null),
    // Only the modules chosen above: what they import from elsewhere stays where it is.
    includeDependenciesRecursively: false,
  };
}
