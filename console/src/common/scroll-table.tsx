import { useEffect, useRef } from 'react';
import { Table, type TableProps } from 'antd';

/**
 * antd's Table, as wide as its columns need, whose horizontal scroll a keyboard reaches: the part
 * that scrolls is a named, focusable region (WCAG 2.1.1), for tables with nothing focusable in
 * their rows.
 */
export function ScrollTable<T extends object>({ label, ...props }: TableProps<T> & { label: string }) {
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const region of wrapper.current?.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body') ?? []) {
      region.tabIndex = 0;
      region.setAttribute('role', 'region');
      region.setAttribute('aria-label', label);
    }
  });
  return (
    <div ref={wrapper}>
      <Table<T> scroll={{ x: 'max-content' }} {...props} />
    </div>
  );
}
