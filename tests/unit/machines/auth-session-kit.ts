import { vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';

import type { AuthFailure } from '@/api/http-auth';
import { authMachine, type AuthUser, type LoginRequest } from '@/machines/auth-machine';

/**
 * The auth machine signed in, wired as the app wires it: `reportAuthFailure` is what
 * the HTTP client calls, and `redirectToLogin` records every login the machine then
 * starts, with the path to come back to. `signedIn` settles once the silent session
 * check has found the user.
 */
export function signedInAuthMachine(user: AuthUser = { sub: 'ml|1001', email_verified: true }) {
  const redirectToLogin = vi.fn<(returnTo: string) => void>();
  const machine = authMachine.provide({
    actors: {
      checkSession: fromPromise<AuthUser | null>(async () => user),
      loginWithRedirect: fromPromise<void, LoginRequest>(async ({ input }) => {
        redirectToLogin(input.returnTo);
      }),
    },
  });
  const actor = createActor(machine, { input: { location: { pathname: '/app/market-lens/dashboard', search: '' } } }).start();
  return {
    actor,
    redirectToLogin,
    reportAuthFailure: (failure: AuthFailure) => actor.send({ type: 'AUTH_FAILURE', failure }),
    signedIn: waitFor(actor, (snapshot) => snapshot.matches('authenticated')),
  };
}
