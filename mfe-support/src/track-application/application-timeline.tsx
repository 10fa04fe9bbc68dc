import { Steps, Tag, Typography } from '@storefront/shared/ui';
import { forwardRef, type ReactNode } from 'react';
import { formatDate, type ApplicationTimeline as Timeline, type TimelineEvent } from '@storefront/shared';
import { useLanguage, useT } from '../i18n';
import { bonusText } from './bonus-text';

const negative = new Set<TimelineEvent['status']>(['Declined', 'Reversed']);

interface TimelineItem {
  status: 'finish' | 'error' | 'wait';
  title: string;
  content: ReactNode;
}

/**
 * Step three: what became of the application, oldest first (submitted, the bank's outcomes with
 * the reason it gave), a step for the decision still awaited, and the bonus. Its heading takes the
 * focus when it appears, so a screen reader starts reading here.
 */
export const ApplicationTimeline = forwardRef<HTMLHeadingElement, { timeline: Timeline }>(function ApplicationTimeline(
  { timeline },
  headingRef,
) {
  const t = useT();
  const language = useLanguage();
  const bank = timeline.bankName;
  const items: TimelineItem[] = timeline.events.map((event) => ({
    status: negative.has(event.status) ? 'error' : 'finish',
    title: t(`trackApplication.event.${event.status}`, { bank }),
    content: (
      <>
        <span className="sf-track__date">{formatDate(event.at, language, timeline.country)}</span>
        {event.reason && (
          <Typography.Paragraph style={{ margin: 0 }}>{t('trackApplication.reason', { bank, reason: event.reason })}</Typography.Paragraph>
        )}
      </>
    ),
  }));
  if (timeline.status === 'Submitted') {
    items.push({ status: 'wait', title: t('trackApplication.awaitingDecision', { bank }), content: null });
  }
  return (
    <section aria-labelledby="track-timeline-title" className="sf-track__timeline">
      <Typography.Title level={2} id="track-timeline-title" ref={headingRef} tabIndex={-1} style={{ fontSize: 22, marginTop: 0 }}>
        {t('trackApplication.timelineTitle')}{' '}
        <bdi dir="ltr">{timeline.reference}</bdi>
      </Typography.Title>
      <Typography.Paragraph>
        {t('trackApplication.productOf', { product: timeline.productName, bank })}
      </Typography.Paragraph>
      <Steps orientation="vertical" size="small" current={items.length - 1} items={items} />
      <section aria-labelledby="track-bonus-title" className="sf-track__bonus" data-bonus-state={timeline.bonus.state}>
        <Typography.Title level={3} id="track-bonus-title" style={{ fontSize: 18 }}>
          {t('trackApplication.bonusTitle')} <Tag>{t(`trackApplication.bonusState.${timeline.bonus.state}`)}</Tag>
        </Typography.Title>
        <Typography.Paragraph style={{ margin: 0 }}>{bonusText(t, timeline, language)}</Typography.Paragraph>
      </section>
    </section>
  );
});
