import { useState } from 'react';
import { App, Button, Drawer, Flex, Form } from 'antd';
import type { CatalogDraft, CatalogEntityKind, CatalogProblem } from '@storefront/shared/contract';
import { ConsoleApiError } from '../api/client';
import { problemsOf, saveEntity } from '../api/catalog-api';
import { errorText } from '../api/errors';
import { entityFields } from './entity-fields';
import { EntityFields, showProblems } from './entity-form';
import { entityFromValues } from './entity-values';

export interface EntityEdit {
  kind: CatalogEntityKind;
  /** What the form shows: `singular` and the entity's name. */
  title: string;
  /** The entity as the draft holds it, or a new one's starting values. */
  entity: Record<string, unknown>;
  isNew: boolean;
}

/**
 * An entity's form in a drawer: saved into the draft on the revision read; the API's problems shown
 * on their fields; a write someone else's made stale is refused and the form keeps what was typed.
 */
export function EntityDrawer({
  draft,
  edit,
  onClose,
  onSaved,
  onStale,
}: {
  draft: CatalogDraft;
  edit: EntityEdit;
  onClose: () => void;
  onSaved: (draft: CatalogDraft) => void;
  /** The draft is read again; the drawer stays open with what was typed. */
  onStale: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [problems, setProblems] = useState<CatalogProblem[]>([]);
  const [saving, setSaving] = useState(false);
  const fields = entityFields[edit.kind];
  const save = async (values: Record<string, unknown>) => {
    const entity = entityFromValues(fields, values);
    const entityId = edit.isNew ? Number(entity.id) : Number(edit.entity.id);
    setSaving(true);
    try {
      const saved = await saveEntity(draft, edit.kind, entityId, entity);
      setProblems([]);
      message.success(`Saved ${edit.title} in draft #${draft.id}`);
      onSaved(saved);
    } catch (failure) {
      const refused = problemsOf(failure);
      if (refused.length > 0) {
        setProblems(refused);
        showProblems(form, refused);
      } else if (failure instanceof ConsoleApiError && failure.status === 409) {
        message.error('Someone else changed this draft since you opened it. The draft is read again; your values are kept here: save again.');
        onStale();
      } else {
        message.error(errorText(failure));
      }
    } finally {
      setSaving(false);
    }
  };
  return (
    <Drawer
      open
      title={edit.isNew ? `New ${edit.title}` : `Edit ${edit.title}`}
      onClose={onClose}
      size="large"
      styles={{ wrapper: { width: 'min(960px, 100vw)' } }}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            Save to draft
          </Button>
        </Flex>
      }
    >
      <Form form={form} layout="vertical" initialValues={edit.entity} onFinish={save} name={`entity-${edit.kind}`}>
        <EntityFields fields={fields} context={{ draftId: draft.id, kind: edit.kind, document: draft.document }} problems={problems} />
      </Form>
    </Drawer>
  );
}
