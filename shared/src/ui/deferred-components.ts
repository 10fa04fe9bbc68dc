/**
 * The kit's components that no step-0 screen renders (the card steps' accordion, tags and popover,
 * /congratulations' result): fetched when first rendered, or preloaded once the visitor starts
 * typing (deferred.tsx), so that step 0 downloads and evaluates none of their code.
 */
import type { Collapse as AntdCollapse, Popover as AntdPopover, Result as AntdResult, Tag as AntdTag } from 'antd';
import type { ReactNode } from 'react';
import { deferred } from './deferred';

export const Collapse = deferred<typeof AntdCollapse>(() => import('antd/es/collapse').then((m) => m.default));
// Until its code comes, what it opens on (the button) shows alone.
export const Popover = deferred<typeof AntdPopover>(
  () => import('antd/es/popover').then((m) => m.default),
  (props) => props.children as ReactNode,
);
export const Result = deferred<typeof AntdResult>(() => import('antd/es/result').then((m) => m.default));
export const Tag = deferred<typeof AntdTag>(() => import('antd/es/tag').then((m) => m.default));
