import { startTransition, useLayoutEffect, useState } from 'react';
import {
  Router,
  useRoutes,
  type createBrowserHistory,
  type Location,
  type NavigationType,
  type RouteObject,
  type To,
} from '@storefront/shared/router';

/** The page's history: the browser's (start-storefront.tsx) or one in memory (tests). */
export type StorefrontHistory = ReturnType<typeof createBrowserHistory>;

/** Where the page is, and how it got there ('PUSH', 'REPLACE' or 'POP'). */
export interface StorefrontRouterState {
  location: Location;
  historyAction: NavigationType;
}

/**
 * The storefront's router: the page's history, whose state the routes, the document's title and
 * the tests read. A history takes one listener; this is it, and it tells its own subscribers.
 */
export interface StorefrontRouter {
  readonly history: StorefrontHistory;
  readonly state: StorefrontRouterState;
  /** To a path (a new entry, or in place of the current one), or back and forward by a number of entries. */
  navigate(to: To | number, options?: { replace?: boolean; state?: unknown }): Promise<void>;
  subscribe(listener: () => void): () => void;
}

/**
 * The router on a history. The history must tell of every move, the page's own included
 * (`v5Compat: true`): without it only the browser's back and forward buttons are heard.
 */
export function createStorefrontRouter(history: StorefrontHistory): StorefrontRouter {
  let state: StorefrontRouterState = { location: history.location, historyAction: history.action };
  const listeners = new Set<() => void>();
  history.listen(({ action, location }) => {
    state = { location, historyAction: action };
    for (const listener of [...listeners]) listener();
  });
  return {
    history,
    get state() {
      return state;
    },
    navigate(to, options = {}) {
      if (typeof to === 'number') history.go(to);
      else if (options.replace) history.replace(to, options.state);
      else history.push(to, options.state);
      return Promise.resolve();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The routes, matched on the router's location. A move is rendered as a transition, as React
 * Router's own routers do: the page stays as it is while the next route's code loads, rather than
 * falling back to a spinner.
 */
export function StorefrontRoutes({ router, routes }: { router: StorefrontRouter; routes: RouteObject[] }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    const follow = () => startTransition(() => setState(router.state));
    // A move made before this subscribed (between the first render and now) is not missed.
    follow();
    return router.subscribe(follow);
  }, [router]);
  return (
    <Router location={state.location} navigationType={state.historyAction} navigator={router.history}>
      <MatchedRoute routes={routes} />
    </Router>
  );
}

function MatchedRoute({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
