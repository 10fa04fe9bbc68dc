/**
 * @storefront/shared/router: the part of React Router the storefront uses, shared by Module
 * Federation as one singleton (one router, one set of router contexts across shell and remotes).
 *
 * Shared whole, 'react-router-dom' is bundled whole, since the build cannot know what another app
 * will import from it: 203 KB (66 KB gzip) on the first load, before consent. Shared through this
 * module, the bundler keeps what is exported here. The storefront routes declaratively (routes
 * matched by `useRoutes` under a `Router` on a history the shell keeps): 34 KB (12 KB gzip),
 * against 86 KB (28 KB gzip) with the data router (`createBrowserRouter`, `RouterProvider`), whose
 * loaders, actions and fetchers it has no use for. Apps import React Router only from here (ESLint
 * enforces it outside tests).
 *
 * The exports are part of the contract between the shell and the remotes: the shell provides the
 * one copy, so a name added here reaches a remote once the shell is released with it. Add a name
 * in the shell's release first, then use it in the remote's.
 */
export {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  Link,
  Outlet,
  Router,
  useLocation,
  useNavigate,
  useRoutes,
} from 'react-router-dom';
export type { Location, NavigationType, RouteObject, To } from 'react-router-dom';
