import { lazy, type ComponentType } from 'react';

export type PageLoader = () => Promise<ComponentType>;

/** A page component in a chunk of its own, whose chunk can be fetched before it renders. */
export type LazyPage = ComponentType & { preload: () => Promise<ComponentType> };

/**
 * A lazily loaded page with a `preload`: the route tables fetch the chunk of the page a cold
 * load is on as soon as the path is known, in parallel with the session and permission
 * requests, instead of only when the page first renders (after them). Once the chunk is here
 * the page renders at once, without suspending: the first frame React draws over the
 * prerendered HTML is the page itself, never an empty fallback (docs/performance.md).
 */
export function lazyPage(load: PageLoader): LazyPage {
  let loading: Promise<ComponentType> | undefined;
  let Loaded: ComponentType | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      Loaded = component;
      return component;
    }));
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  function Page() {
    return Loaded ? <Loaded /> : <Suspending />;
  }
  return Object.assign(Page, { preload });
}
