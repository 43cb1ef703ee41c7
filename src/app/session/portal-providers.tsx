import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';

import { getGetTermsStatusQueryOptions } from '@generated/api/terms/terms';
import { configureHttpClient } from '@/api/http-auth';
import { useAcceptTerms } from '@/features/terms/api/accept-terms';
import { TermsSessionProvider, type TermsSession, type TermsStatusKind } from '@/features/terms/hooks/terms-session';
import { takeReturnPath } from '@/lib/return-path';
import { createMemoryStorage, type KeyValueStorage } from '@/machines/key-value-storage';
import { DASHBOARD_PATH } from '@/machines/portal-paths';
import { termsMachine, type TermsAcceptance, type TermsStatus } from '@/machines/terms-machine';
import { viewAsMachine, viewAsUserId, type ViewAsUser } from '@/machines/view-as-machine';

import { useApiRefusals } from './api-refusals';
import { useAuthControl } from './auth-control';
import { portalQueryClient } from '../query-client';
import { useViewAsControl, ViewAsControlProvider, type ViewAsControl } from './view-as-control';

/**
 * Arms the HTTP client in a layout effect: it runs before any child's passive
 * effects, where queries and the machines' requests start.
 */
function useArmedHttpClient(getViewAsUserId: () => string | null) {
  const { getAccessToken, reportAuthFailure } = useAuthControl();
  useLayoutEffect(() => {
    configureHttpClient({ getAccessToken, getViewAsUserId, reportAuthFailure });
    return () => configureHttpClient(null);
  }, [getAccessToken, getViewAsUserId, reportAuthFailure]);
}

/** View-as: x-view-as on every request, cache cleared and dashboard on enter/exit (src/machines/view-as-machine.ts). */
function ViewAsSessionProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const navigate = useNavigate();
  const { user } = useAuthControl();
  const machine = useMemo(
    () =>
      viewAsMachine.provide({
        actions: {
          // Removing (not refetching) the cache: every screen re-requests its data on the
          // next render, by then with the new x-view-as header.
          clearCache: () => queryClient.clear(),
          navigate: (_, { path, replace }) => void navigate(path, { replace }),
        },
      }),
    [queryClient, navigate],
  );
  // Only the signed-in user's own view-as session is restored (docs/session-state.md).
  const actorRef = useActorRef(machine, { input: { storage: window.sessionStorage, signedInUserId: user?.sub ?? null } });
  useArmedHttpClient(useCallback(() => viewAsUserId(actorRef.getSnapshot().context), [actorRef]));
  // The server ended the view-as session (expired, or ended elsewhere): leave view-as too.
  useApiRefusals(queryClient, useCallback(() => actorRef.send({ type: 'SESSION_ENDED' }), [actorRef]));

  const isViewAsMode = useSelector(actorRef, (snapshot) => snapshot.context.isViewAsMode);
  const viewAsUser = useSelector(actorRef, (snapshot) => snapshot.context.viewAsUser);
  const originalUserId = useSelector(actorRef, (snapshot) => snapshot.context.originalUserId);
  const ownId = user?.sub ?? null;

  const control = useMemo<ViewAsControl>(
    () => ({
      isViewAsMode,
      viewAsUser,
      originalUserId,
      enter: (viewed: ViewAsUser) => {
        if (ownId) actorRef.send({ type: 'ENTER', user: viewed, originalUserId: ownId });
      },
      exit: () => {
        actorRef.send({ type: 'EXIT' });
        // Ends the server's view-as session (sent after EXIT, so without x-view-as). Should the
        // call fail, the session still ends by itself after its configured time.
        // The admin client is loaded here, not imported: a static import put every admin call
        // (the desk's tools use the same generated module) in the shell's chunk.
        import('@generated/api/admin/admin')
          .then(({ endViewAsSession }) => endViewAsSession())
          .catch(() => undefined);
      },
    }),
    [isViewAsMode, viewAsUser, originalUserId, ownId, actorRef],
  );
  return <ViewAsControlProvider value={control}>{children}</ViewAsControlProvider>;
}

function termsStatusKind(value: unknown): TermsStatusKind {
  switch (value) {
    case 'statusError':
      return 'error';
    case 'notAccepted':
    case 'accepting':
    case 'acceptFailed':
    case 'accepted':
      return value;
    default:
      return 'loading';
  }
}

/**
 * Terms: terms-status once when authenticated; the accept action records acceptance
 * (src/machines/terms-machine.ts). `storage` holds the local flags (hasAccpetedTerms,
 * hasViewedTerms).
 */
function TermsProvider({ storage, children }: { storage: KeyValueStorage; children: ReactNode }) {
  const { user } = useAuthControl();
  const userId = user?.sub ?? null;
  const queryClient = useQueryClient();
  const { mutateAsync: acceptTerms } = useAcceptTerms();
  const machine = useMemo(
    () =>
      termsMachine.provide({
        actors: {
          fetchTermsStatus: fromPromise<TermsStatus>(async () => (await queryClient.fetchQuery(getGetTermsStatusQueryOptions())).data),
          acceptTerms: fromPromise<TermsAcceptance>(async () => {
            const { data } = await acceptTerms();
            if (!data.termsAcceptedDate) throw new Error('The server did not record the acceptance.');
            return { termsAcceptedDate: data.termsAcceptedDate };
          }),
        },
      }),
    [queryClient, acceptTerms],
  );
  const actorRef = useActorRef(machine, { input: { storage } });
  const navigate = useNavigate();
  // Accepting continues to where the user was going, else the dashboard.
  // Here rather than in the page: the page remounts when the portal opens up.
  useEffect(() => {
    let previous = actorRef.getSnapshot().value;
    const subscription = actorRef.subscribe((snapshot) => {
      if (previous === 'accepting' && snapshot.value === 'accepted') {
        void navigate(takeReturnPath(userId) ?? DASHBOARD_PATH, { replace: true });
      }
      previous = snapshot.value;
    });
    return () => subscription.unsubscribe();
  }, [actorRef, navigate, userId]);
  // The protected area renders only for an authenticated user.
  useEffect(() => {
    actorRef.send({ type: 'AUTHENTICATED' });
  }, [actorRef]);

  const value = useSelector(actorRef, (snapshot) => snapshot.value);
  const termsAcceptedDate = useSelector(actorRef, (snapshot) => snapshot.context.termsAcceptedDate);
  const error = useSelector(actorRef, (snapshot) => snapshot.context.error);
  const session = useMemo<TermsSession>(
    () => ({
      status: termsStatusKind(value),
      termsAcceptedDate,
      error,
      accept: () => actorRef.send({ type: 'ACCEPT' }),
      retry: () => actorRef.send({ type: 'RETRY' }),
      markViewed: () => actorRef.send({ type: 'MARK_VIEWED' }),
    }),
    [value, termsAcceptedDate, error, actorRef],
  );
  return <TermsSessionProvider value={session}>{children}</TermsSessionProvider>;
}

/**
 * The terms of whoever the portal shows: the signed-in user's, or the viewed user's
 * while viewing as — a fresh terms machine for each (entering or leaving view-as asks
 * for terms-status again, with the new x-view-as header), and the viewed user's flags
 * never touch the admin's own local storage.
 */
function ShownUserTerms({ children }: { children: ReactNode }) {
  const { isViewAsMode, viewAsUser } = useViewAsControl();
  const viewedId = isViewAsMode ? (viewAsUser?.id ?? '') : null;
  const storage = useMemo<KeyValueStorage>(() => (viewedId === null ? window.localStorage : createMemoryStorage()), [viewedId]);
  return (
    <TermsProvider key={viewedId === null ? 'own' : `viewing:${viewedId}`} storage={storage}>
      {children}
    </TermsProvider>
  );
}

/**
 * The query cache, the armed HTTP client, view-as and terms: everything under /app.
 * The cache is the signed-in user's page-long one (src/app/query-client.ts); tests may
 * pass their own.
 */
export function ProtectedProviders({ queryClient: given, children }: { queryClient?: QueryClient; children: ReactNode }) {
  const { user } = useAuthControl();
  const shared = portalQueryClient(user?.sub ?? null);
  const queryClient = given ?? shared;
  return (
    <QueryClientProvider client={queryClient}>
      <ViewAsSessionProvider queryClient={queryClient}>
        <ShownUserTerms>{children}</ShownUserTerms>
      </ViewAsSessionProvider>
    </QueryClientProvider>
  );
}
