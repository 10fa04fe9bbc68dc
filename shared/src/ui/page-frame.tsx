import type { CSSProperties, ReactNode } from 'react';
import { Typography } from 'antd';

/**
 * The frame of a page beside the wizard (help, terms): the wizard's white card (shell's
 * wizard-frame.css: radius 16, shadow, padding), its title as the page's h1, an optional intro
 * under it, the content at a readable width, and an optional row of buttons at the foot, placed
 * like the wizard's Back and Next. Inline styles: the kit carries no stylesheet of its own.
 */
export interface PageFrameProps {
  /** The id the title gets; the frame is labelled by it. */
  titleId: string;
  title: ReactNode;
  intro?: ReactNode;
  /** The content's greatest width in px (a form reads best narrower than the terms). */
  contentWidth?: number;
  /** Buttons at the foot of the frame. */
  footer?: ReactNode;
  children: ReactNode;
}

const frame: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: 24,
  background: '#ffffff',
  borderRadius: 16,
  padding: 'clamp(16px, 4vw, 24px)',
  boxShadow: '0 4px 24px rgba(10, 40, 25, 0.08)',
  marginTop: 8,
};
const head: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 8 };
const title: CSSProperties = { margin: 0, fontSize: 'clamp(24px, 5vw, 30px)', lineHeight: 1.25 };
const foot: CSSProperties = { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 12 };

export function PageFrame({ titleId, title: heading, intro, contentWidth = 760, footer, children }: PageFrameProps) {
  const width: CSSProperties = { width: '100%', maxWidth: contentWidth, margin: '0 auto' };
  return (
    <section className="sf-page-frame" aria-labelledby={titleId} style={frame}>
      <header style={{ ...head, ...width }}>
        <Typography.Title level={1} id={titleId} style={title}>
          {heading}
        </Typography.Title>
        {intro && <Typography.Paragraph style={{ margin: 0 }}>{intro}</Typography.Paragraph>}
      </header>
      <div style={width}>{children}</div>
      {footer && <div style={{ ...foot, ...width }}>{footer}</div>}
    </section>
  );
}
