/**
 * The kit's components that no step-0 screen renders (the card steps' accordion, tags and popover,
 * /congratulations' result, the switches of the cookie settings and of step 4) or shows
 * only once the visitor has pressed something (the dialogs, the snackbar): fetched when first rendered (a dialog
 * when first opened), or preloaded once the visitor starts typing or presses the pointer
 * (deferred.tsx), so that step 0 downloads and evaluates none of their code.
 */
import type {
  Collapse as AntdCollapse,
  ModalProps,
  Popover as AntdPopover,
  Result as AntdResult,
  SwitchProps,
  Tag as AntdTag,
} from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { deferred } from './deferred';
import type { NoticeHostProps } from './notice-host';

export const Collapse = deferred<typeof AntdCollapse>(() => import('antd/es/collapse').then((m) => m.default));
// Until its code comes, what it opens on (the button) shows alone.
// The snackbar's host, mounted by the shell with its first notice.
export const NoticeHost = deferred<ComponentType<NoticeHostProps>>(() => import('./notice-host').then((m) => m.default));
export const Popover = deferred<typeof AntdPopover>(
  () => import('antd/es/popover').then((m) => m.default),
  (props) => props.children as ReactNode,
);
// A dialog is fetched when first opened (a press has usually preloaded it by then); closed, it is
// nothing. Without Modal's statics (Modal.confirm): the apps use none.
export const Modal = deferred<ComponentType<ModalProps>>(
  () => import('antd/es/modal').then((m) => m.default),
  undefined,
  (props) => Boolean(props.open),
);
export const Result = deferred<typeof AntdResult>(() => import('antd/es/result').then((m) => m.default));
export const Switch = deferred<ComponentType<SwitchProps>>(() => import('antd/es/switch').then((m) => m.default));
export const Tag = deferred<typeof AntdTag>(() => import('antd/es/tag').then((m) => m.default));
