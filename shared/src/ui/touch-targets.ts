import { touchTargetPx } from '../theme';

/** Half of what a 22 px switch track or a 23 px collapse icon lacks of the target's height. */
const switchGrowPx = (touchTargetPx - 22) / 2;
const iconGrowBlockPx = (touchTargetPx - 23) / 2;

/**
 * What the theme's tokens cannot say about the size of a tap target: antd sizes a checkbox or a
 * radio by its box (16 px), a snackbar's close button from the large control height, a switch by
 * its 22 px track and a panel's expand icon by its glyph. A switch and an icon grow by a
 * transparent border or padding that a negative margin of the same size takes back, so nothing
 * around them moves. Inserted after the generated stylesheet, whose rules are wrapped in
 * `:where()` (no specificity), so one class wins.
 */
export const touchTargetStyles = [
  // The clickable area of a checkbox or a radio is its whole label, box and text.
  `.ant-checkbox-wrapper,.ant-radio-wrapper{min-height:${touchTargetPx}px;align-items:center;}`,
  `.ant-notification-notice-close{top:8px;inset-inline-end:8px;width:${touchTargetPx}px;height:${touchTargetPx}px;}`,
  `.ant-switch{box-sizing:content-box;border-block:${switchGrowPx}px solid transparent;background-clip:padding-box;margin-block:-${switchGrowPx}px;}`,
  // The icon that opens a panel by itself (collapsible="icon"): 12 px wide, margin-inline-end 12 px.
  `.ant-collapse-expand-icon[role="button"]{box-sizing:content-box;padding:${iconGrowBlockPx}px 16px;margin-block:-${iconGrowBlockPx}px;margin-inline:-16px -4px;}`,
].join('');
