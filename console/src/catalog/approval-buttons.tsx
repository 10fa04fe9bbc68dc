import { App, Button, Space, Tooltip } from 'antd';
import type { CatalogDraft, CatalogDraftSummary } from '@storefront/shared/contract';
import { decideApproval } from '../api/catalog-api';
import { errorText } from '../api/errors';
import { useOperator } from '../session/session-context';
import { publishOutcome } from './publish-dialog';

/**
 * Approve a publish that changes a cost figure, or send it back to editing: a second operator's
 * decision, never the requester's own (the API refuses it too).
 */
export function ApprovalButtons({ draft, onDone }: { draft: CatalogDraftSummary; onDone: (draft: CatalogDraft) => void }) {
  const { message } = App.useApp();
  const operator = useOperator();
  const own = draft.requestedBy === operator.email;
  const decide = async (approve: boolean) => {
    try {
      const result = await decideApproval(draft.id, approve);
      message.success(approve ? `Approved draft #${draft.id}. ${publishOutcome(result)}` : `Draft #${draft.id} is sent back to editing`);
      onDone(result);
    } catch (failure) {
      message.error(errorText(failure));
    }
  };
  const buttons = (
    <Space size={4}>
      <Button size="small" type="primary" disabled={own} onClick={() => decide(true)} aria-label={`Approve draft #${draft.id}`}>
        Approve
      </Button>
      <Button size="small" disabled={own} onClick={() => decide(false)} aria-label={`Send back draft #${draft.id}`}>
        Send back
      </Button>
    </Space>
  );
  return own ? <Tooltip title="You requested this publish: a second operator approves it.">{buttons}</Tooltip> : buttons;
}
