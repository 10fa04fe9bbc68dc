import { useState } from 'react';
import { Alert, App, Button, Card, Col, Flex, Form, Input, InputNumber, Row, Select, Space, Switch, Upload, type FormInstance } from 'antd';
import { DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import {
  languagesOffered,
  type CatalogEntityKind,
  type CatalogImageFolder,
  type CatalogProblem,
  type CountryFile,
  type Language,
} from '@storefront/shared/contract';
import { uploadImage } from '../api/catalog-api';
import { errorText } from '../api/errors';
import type { EntityField, FieldName } from './entity-fields';

export const languageNames: Record<Language, string> = { en: 'English', ar: 'Arabic', ur: 'Urdu' };
const rightToLeft: ReadonlySet<Language> = new Set(['ar', 'ur']);

/** The folder an entity's images are kept in. */
const imageFolders: Record<CatalogEntityKind, CatalogImageFolder> = {
  card: 'cards',
  loan: 'cards',
  feature: 'features',
  banner: 'banners',
  bank: 'cards',
  question: 'cards',
  location: 'cards',
};

/** What every field of one form needs to know: the draft's market document and where images go. */
export interface FormContext {
  draftId: number;
  kind: CatalogEntityKind;
  document: CountryFile;
}

const idOf = (name: FieldName) => name.join('-');

/** The problems of a refused write, each on the field it names (paths from the entity). */
export function showProblems(form: FormInstance, problems: readonly CatalogProblem[]): void {
  form.setFields(problems.map((problem) => ({ name: problem.path, errors: [problem.message] })));
}

/** A visitor-facing text in every language of the market, side by side (Arabic and Urdu right to left). */
function LocalizedInputs({ name, label, multiline, languages }: { name: FieldName; label: string; multiline?: boolean; languages: readonly Language[] }) {
  const span = Math.floor(24 / languages.length);
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <Row gutter={12}>
        {languages.map((language) => {
          const input = { dir: rightToLeft.has(language) ? 'rtl' : 'ltr', lang: language };
          return (
            <Col key={language} xs={24} md={span}>
              <Form.Item name={[...name, language]} label={`${label} (${languageNames[language]})`}>
                {multiline ? <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} {...input} /> : <Input {...input} />}
              </Form.Item>
            </Col>
          );
        })}
      </Row>
    </fieldset>
  );
}

function referenceOptions(document: CountryFile, to: 'banks' | 'features') {
  if (to === 'banks') return document.banks.map((bank) => ({ value: bank.id, label: `${bank.name.en} (${bank.id})` }));
  return document.features.map((feature) => ({ value: feature.id, label: `${feature.name.en} (${feature.id})` }));
}

const unitText = (unit: 'currency' | 'percent' | 'days' | 'months' | undefined, currency: string) =>
  unit === 'currency' ? currency : unit === 'percent' ? '%' : unit;

const base64Of = (dataUrl: string) => dataUrl.slice(dataUrl.indexOf(',') + 1);
const readAsDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
/** A file's name as the catalog takes it: lower case, letters, digits and dashes, .svg or .png. */
export const imageNameOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  const stem = fileName.slice(0, dot < 0 ? undefined : dot).toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80) || 'image';
  return `${stem}${fileName.slice(dot).toLowerCase()}`;
};

/** An image: its file name in the catalog, and an upload (SVG sanitised, PNG checked by the API) with a preview. */
function ImageField({ name, label, context }: { name: FieldName; label: string; context: FormContext }) {
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const [preview, setPreview] = useState<string>();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    setBusy(true);
    try {
      const dataUrl = await readAsDataUrl(file);
      const stored = await uploadImage(context.draftId, imageFolders[context.kind], imageNameOf(file.name), base64Of(dataUrl));
      form.setFieldValue(name, stored.name);
      setPreview(dataUrl);
      message.success(stored.removed.length > 0 ? `Uploaded ${stored.name}; removed from it: ${stored.removed.join(', ')}` : `Uploaded ${stored.name}`);
    } catch (failure) {
      message.error(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex gap={12} align="flex-start" wrap>
      <Form.Item name={name} label={label} style={{ flex: '1 1 240px' }}>
        <Input />
      </Form.Item>
      <Form.Item label="Upload">
        <Upload
          accept=".svg,.png,image/svg+xml,image/png"
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy}>
            Choose an image
          </Button>
        </Upload>
      </Form.Item>
      {preview && <img src={preview} alt={`Preview of the uploaded ${label.toLowerCase()}`} style={{ maxHeight: 96, maxWidth: 160, border: '1px solid #d9d9d9' }} />}
    </Flex>
  );
}

/** One field of an entity; inside a list, `prefix` is the item's place in it. */
function FieldInput({ field, prefix, context, languages }: { field: EntityField; prefix: FieldName; context: FormContext; languages: readonly Language[] }) {
  const name = [...prefix, ...field.name];
  const currency = context.document.bonus.currency;
  switch (field.type) {
    case 'localized':
      return <LocalizedInputs name={name} label={field.label} multiline={field.multiline} languages={languages} />;
    case 'text':
      return (
        <Form.Item name={name} label={field.label} extra={field.help}>
          <Input placeholder={field.placeholder} />
        </Form.Item>
      );
    case 'number':
      return (
        <Form.Item name={name} label={field.label} extra={field.help}>
          <InputNumber style={{ width: '100%', maxWidth: 260 }} precision={field.integer ? 0 : undefined} suffix={unitText(field.unit, currency)} />
        </Form.Item>
      );
    case 'boolean':
      return (
        <Form.Item name={name} label={field.label} valuePropName="checked">
          <Switch />
        </Form.Item>
      );
    case 'select':
      return (
        <Form.Item name={name} label={field.label}>
          <Select allowClear={field.optional} mode={field.multiple ? 'multiple' : undefined} options={field.options.map((value) => ({ value, label: value }))} style={{ maxWidth: 420 }} />
        </Form.Item>
      );
    case 'reference':
      return (
        <Form.Item name={name} label={field.label}>
          <Select mode={field.multiple ? 'multiple' : undefined} options={referenceOptions(context.document, field.to)} optionFilterProp="label" showSearch style={{ maxWidth: 620 }} />
        </Form.Item>
      );
    case 'image':
      return <ImageField name={name} label={field.label} context={context} />;
    case 'group':
      return (
        <Card size="small" title={field.label} style={{ marginBottom: 16 }}>
          {field.fields.map((sub) => (
            <FieldInput key={idOf(sub.name)} field={sub} prefix={name} context={context} languages={languages} />
          ))}
        </Card>
      );
    case 'localizedList':
    case 'list':
      return (
        <Card size="small" title={field.label} style={{ marginBottom: 16 }}>
          <Form.List name={name}>
            {(items, { add, remove }) => (
              <>
                {items.map((item, index) => (
                  <Card
                    key={item.key}
                    size="small"
                    type="inner"
                    title={`${field.itemLabel} ${index + 1}`}
                    extra={
                      <Button size="small" danger icon={<DeleteOutlined />} onClick={() => remove(item.name)}>
                        Remove {field.itemLabel.toLowerCase()} {index + 1}
                      </Button>
                    }
                    style={{ marginBottom: 12 }}
                  >
                    {field.type === 'localizedList' ? (
                      <LocalizedInputs name={[item.name]} label={`${field.itemLabel} ${index + 1}`} languages={languages} />
                    ) : (
                      field.fields.map((sub) => <FieldInput key={idOf(sub.name)} field={sub} prefix={[item.name]} context={context} languages={languages} />)
                    )}
                  </Card>
                ))}
                <Button icon={<PlusOutlined />} onClick={() => add(field.type === 'localizedList' ? { en: '' } : {})}>
                  Add {field.itemLabel.toLowerCase()}
                </Button>
              </>
            )}
          </Form.List>
        </Card>
      );
  }
}

/**
 * An entity's form: every field of its kind, each visitor text in the market's languages side by
 * side. The API's problems land on the fields they name (`showProblems`), and are listed above.
 */
export function EntityFields({ fields, context, problems }: { fields: readonly EntityField[]; context: FormContext; problems: readonly CatalogProblem[] }) {
  const languages = languagesOffered(context.document.country);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          title="The API refused these values"
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {problems.map((problem) => (
                <li key={`${problem.path.join('.')}-${problem.message}`}>
                  {problem.path.length > 0 ? `${problem.path.join('.')}: ` : ''}
                  {problem.message}
                </li>
              ))}
            </ul>
          }
        />
      )}
      <div>
        {fields.map((field) => (
          <FieldInput key={idOf(field.name)} field={field} prefix={[]} context={context} languages={languages} />
        ))}
      </div>
    </Space>
  );
}
