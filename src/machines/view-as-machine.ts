import { assign, setup } from 'xstate';

import type { ViewAsUser } from '@generated/model/viewAsUser';

import { VIEW_AS_STORAGE_KEY, type KeyValueStorage } from './key-value-storage';
import { DASHBOARD_PATH, type NavigateParams } from './portal-paths';
import { DEFAULT_ROLE, type Role } from './roles';

/**
 * Admin view-as: off by default. Entering sets the viewed user (as the server's
 * start-view-as answer returns it), turns the mode on, clears cached data and goes to
 * the dashboard; leaving undoes it the same way. While on, every request carries the
 * viewed user's id (x-view-as) and the UI acts with the viewed user's role.
 */

export type { ViewAsUser };

export interface ViewAsMachineInput {
  /** Session storage: when given, a reload keeps view-as. */
  storage?: KeyValueStorage;
  /**
   * The signed-in user. When given, a stored view-as session is restored only if this
   * user started it; anyone else's is forgotten (docs/session-state.md).
   */
  signedInUserId?: string | null;
}

/**
 * SESSION_ENDED: the server answered that no view-as session runs for the viewed user any more
 * (it expired or was ended elsewhere); the portal leaves view-as the same way as EXIT.
 */
export type ViewAsEvent = { type: 'ENTER'; user: ViewAsUser; originalUserId: string } | { type: 'EXIT' } | { type: 'SESSION_ENDED' };

/** The start of the server's answer to a request made after the view-as session ended (server/auth/guard.ts). */
export const VIEW_AS_SESSION_ENDED_PREFIX = 'No view-as session is running';

/** True for an API error message saying the view-as session is over. */
export function isViewAsSessionEnded(message: string | null | undefined): boolean {
  return typeof message === 'string' && message.startsWith(VIEW_AS_SESSION_ENDED_PREFIX);
}

export interface ViewAsContext {
  storage: KeyValueStorage | null;
  isViewAsMode: boolean;
  viewAsUser: ViewAsUser | null;
  originalUserId: string | null;
}

/** Where the view-as session is kept (its home is key-value-storage.ts). */
export { VIEW_AS_STORAGE_KEY };

interface SavedViewAs {
  viewAsUser: ViewAsUser;
  originalUserId: string;
}

function isSavedViewAs(value: unknown): value is SavedViewAs {
  if (typeof value !== 'object' || value === null) return false;
  const { viewAsUser, originalUserId } = value as Partial<SavedViewAs>;
  return typeof originalUserId === 'string' && typeof viewAsUser?.id === 'string' && Array.isArray(viewAsUser.companyIds);
}

/**
 * A stored session that cannot be read is treated as no session, and so is one that
 * another user started (when the signed-in user is given).
 */
export function readSavedViewAs(storage: KeyValueStorage | null, signedInUserId?: string | null): SavedViewAs | null {
  const raw = storage?.getItem(VIEW_AS_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isSavedViewAs(parsed)) return null;
    if (signedInUserId !== undefined && parsed.originalUserId !== signedInUserId) return null;
    return parsed;
  } catch {
    return null;
  }
}

/**
 * The role the UI acts on: the viewed user's in view-as mode, else the user's own;
 * 'general' when there is none. The contract always gives the viewed user a role,
 * but a session restored from storage is not trusted to have one.
 */
export function effectiveRole(context: Pick<ViewAsContext, 'isViewAsMode' | 'viewAsUser'>, ownRole?: Role | null): Role {
  if (context.isViewAsMode) return context.viewAsUser?.marketLensUserData?.role ?? DEFAULT_ROLE;
  return ownRole ?? DEFAULT_ROLE;
}

/** The id sent in the x-view-as header, or null outside view-as mode. */
export function viewAsUserId(context: Pick<ViewAsContext, 'isViewAsMode' | 'viewAsUser'>): string | null {
  return context.isViewAsMode ? (context.viewAsUser?.id ?? null) : null;
}

const toDashboard = { type: 'navigate', params: { path: DASHBOARD_PATH, replace: false } } as const;

export const viewAsMachine = setup({
  types: {
    context: {} as ViewAsContext,
    events: {} as ViewAsEvent,
    input: {} as ViewAsMachineInput,
  },
  actions: {
    // The app provides these (query cache, router); the defaults do nothing so
    // the machine also runs where there is neither (stories, tests).
    clearCache: () => {},
    navigate: (_, _params: NavigateParams) => {},
    persist: ({ context }) => {
      if (context.viewAsUser && context.originalUserId) {
        const saved: SavedViewAs = { viewAsUser: context.viewAsUser, originalUserId: context.originalUserId };
        context.storage?.setItem(VIEW_AS_STORAGE_KEY, JSON.stringify(saved));
      }
    },
    forget: ({ context }) => {
      context.storage?.removeItem(VIEW_AS_STORAGE_KEY);
    },
  },
  guards: {
    wasViewingAs: ({ context }) => context.isViewAsMode,
    // Viewing as yourself would show nothing new and hide the real identity.
    isOtherUser: ({ event }) => event.type === 'ENTER' && event.user.id !== '' && event.user.id !== event.originalUserId,
  },
}).createMachine({
  id: 'viewAs',
  context: ({ input }) => {
    const storage = input.storage ?? null;
    const saved = readSavedViewAs(storage, input.signedInUserId);
    return {
      storage,
      isViewAsMode: saved !== null,
      viewAsUser: saved?.viewAsUser ?? null,
      originalUserId: saved?.originalUserId ?? null,
    };
  },
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'wasViewingAs', target: 'on' }, { target: 'off', actions: 'forget' }],
    },
    off: {
      on: {
        ENTER: {
          guard: 'isOtherUser',
          target: 'on',
          actions: [
            assign({
              isViewAsMode: true,
              viewAsUser: ({ event }) => event.user,
              originalUserId: ({ event }) => event.originalUserId,
            }),
            'persist',
            'clearCache',
            toDashboard,
          ],
        },
      },
    },
    on: {
      on: {
        // Switching straight to another user is the same as entering anew.
        ENTER: {
          guard: 'isOtherUser',
          target: 'on',
          reenter: true,
          actions: [
            assign({ viewAsUser: ({ event }) => event.user, originalUserId: ({ event }) => event.originalUserId }),
            'persist',
            'clearCache',
            toDashboard,
          ],
        },
        EXIT: {
          target: 'off',
          actions: [assign({ isViewAsMode: false, viewAsUser: null, originalUserId: null }), 'forget', 'clearCache', toDashboard],
        },
        SESSION_ENDED: {
          target: 'off',
          actions: [assign({ isViewAsMode: false, viewAsUser: null, originalUserId: null }), 'forget', 'clearCache', toDashboard],
        },
      },
    },
  },
});
