import { useState } from 'react';
import { App, Form, Input, Modal, Radio, Typography } from 'antd';
import type { CatalogDraft, CountryCode } from '@storefront/shared/contract';
import { requestPublish } from '../api/catalog-api';
import { errorText } from '../api/errors';
import { localDateTime, marketNow, offsetOf, timeZoneOf } from './market-time';

/** What a publish request came to, in words. */
export function publishOutcome(draft: CatalogDraft): string {
  if (draft.status === 'awaiting-approval') return 'A cost figure changes: a second operator must approve the publish.';
  if (draft.status === 'scheduled') return 'Scheduled: it goes live at the set time.';
  if (draft.status === 'published') return 'Published: the storefront shows it now.';
  return `The draft is ${draft.status}.`;
}

/**
 * Publish a draft now or at a date and time given in the market's time zone (named, with its
 * offset). A change of any cost figure waits for a second operator's approval.
 */
export function PublishDialog({ draft, open, onClose, onDone }: { draft: CatalogDraft; open: boolean; onClose: () => void; onDone: (draft: CatalogDraft) => void }) {
  const { message } = App.useApp();
  const market: CountryCode = draft.market;
  const [when, setWhen] = useState<'now' | 'at'>('now');
  const [at, setAt] = useState(() => localDateTime(marketNow(market).add(1, 'day').startOf('day')));
  const [busy, setBusy] = useState(false);
  const zone = `${timeZoneOf(market)}, ${offsetOf(market)}`;
  const publish = async () => {
    setBusy(true);
    try {
      const result = await requestPublish(draft.id, when === 'now' ? {} : { at });
      message.success(publishOutcome(result));
      onDone(result);
    } catch (failure) {
      message.error(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title={`Publish draft #${draft.id}`} open={open} onCancel={onClose} onOk={publish} okText="Publish" confirmLoading={busy} destroyOnHidden>
      <Form layout="vertical">
        <Form.Item label="When">
          <Radio.Group value={when} onChange={(event) => setWhen(event.target.value as 'now' | 'at')}>
            <Radio value="now">Now</Radio>
            <Radio value="at">At a date and time</Radio>
          </Radio.Group>
        </Form.Item>
        {when === 'at' && (
          <Form.Item label={`Date and time in the market's time zone (${zone})`} htmlFor="publish-at">
            <Input id="publish-at" type="datetime-local" value={at} onChange={(event) => setAt(event.target.value)} style={{ maxWidth: 260 }} />
          </Form.Item>
        )}
      </Form>
      <Typography.Paragraph type="secondary">
        A change of an annual fee, a rate, a fee, a minimum salary or a loan amount waits for a second catalog or admin operator to approve it.
      </Typography.Paragraph>
    </Modal>
  );
}
