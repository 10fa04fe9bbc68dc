import { useContext, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';

const mirrored = { display: 'inline-flex', transform: 'scaleX(-1)' } as const;

/**
 * An icon that points along the line (back, next, a chevron to the side): mirrored in right-to-left
 * pages, where 'forward' points left. Icons that point up or down, or show a thing, stay as they are.
 */
export function PointingIcon({ children }: { children: ReactNode }) {
  const { direction } = useContext(ConfigProvider.ConfigContext);
  return <span style={direction === 'rtl' ? mirrored : { display: 'inline-flex' }}>{children}</span>;
}
