import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

/**
 * antd's generated style sheets, kept off the test document. jsdom's getComputedStyle matches every
 * rule of every sheet in the document, and Testing Library asks it of each element a role query
 * looks at: with antd's sheets in the document, one `getByRole` on a catalog form took half a
 * minute. The components and their inline styles are the same; only the class rules are absent.
 */
const styleSheets = document.createElement('div');

function StylesOffTheDocument({ children }: { children: ReactNode }) {
  return <StyleProvider container={styleSheets}>{children}</StyleProvider>;
}

/** Renders a console page as the tests drive it. */
export const renderConsole = (ui: ReactElement) => render(ui, { wrapper: StylesOffTheDocument });
