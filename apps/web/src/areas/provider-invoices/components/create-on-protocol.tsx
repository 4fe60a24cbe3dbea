import { Alert, Button, Card, Flex, Form, type FormInstance, Select, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { formatDate } from '../../../shared/dates/dates';
import { formatCents } from '../../../shared/money/money';
import { PageTitle } from '../../../shared/ui/page-title';
import { ACCOUNTING, useProviderOptions } from './filters';
import { periodLabel, whole } from './format';

/** A protocol offered by the picker. */
export interface PickableProtocol {
  id: number;
  number: number;
  protocolDate: string;
  year: number;
  month: number;
  totalCents: number;
  /** Named in the label when the protocol has an invoice. */
  invoiceNumber?: string | null;
}

/** What a create page offers for the chosen provider: its protocols, and whether they are (being) loaded. */
export interface ProtocolChoices {
  protocols: PickableProtocol[];
  loading: boolean;
  loaded: boolean;
}

/** "№ 3 от 05.11.2026 – Октомври 2026, 120,00 €[, фактура № 7]" */
const protocolLabel = (row: PickableProtocol): string =>
  `№ ${row.number} от ${formatDate(row.protocolDate)} – ${periodLabel(row.year, row.month)}, ${formatCents(row.totalCents)}` +
  (row.invoiceNumber ? `, фактура № ${row.invoiceNumber}` : '');

/**
 * The first step of a create page (a new invoice, a new cash voucher): the provider (kept in the URL as
 * `?providerId=`), then one of its protocols that `useProtocols` offers for the document.
 */
export function ProviderProtocolPicker({
  idPrefix,
  useProtocols,
  emptyText,
  onPick,
}: {
  /** The fields' ids: `<idPrefix>-provider`, `<idPrefix>-protocol`. */
  idPrefix: string;
  /** The protocols of the chosen provider (a hook: it runs on every render, skipping its call without a provider). */
  useProtocols: (providerId: number | undefined) => ProtocolChoices;
  /** Under the protocol field when the provider has none to offer. */
  emptyText: string;
  onPick: (protocolId: number) => void;
}) {
  const [params, setParams] = useSearchParams();
  const providerId = whole(params.get('providerId'));
  const providers = useProviderOptions();
  const choices = useProtocols(providerId);
  const options = choices.protocols.map((row) => ({ value: row.id, label: protocolLabel(row) }));
  return (
    <Form layout="vertical">
      <Form.Item label="Доставчик" htmlFor={`${idPrefix}-provider`}>
        <Select
          id={`${idPrefix}-provider`}
          aria-label="Доставчик"
          placeholder="Изберете доставчик"
          showSearch={{ optionFilterProp: 'label' }}
          loading={providers.loading}
          value={providerId}
          options={providers.options}
          onChange={(value: number) => setParams({ providerId: String(value) }, { replace: true })}
        />
      </Form.Item>
      {providerId && (
        <Form.Item
          label="Протокол"
          htmlFor={`${idPrefix}-protocol`}
          help={choices.loaded && !options.length ? emptyText : undefined}
        >
          <Select
            id={`${idPrefix}-protocol`}
            aria-label="Протокол"
            placeholder="Изберете протокол"
            loading={choices.loading}
            options={options}
            onChange={(value: number) => onPick(value)}
          />
        </Form.Item>
      )}
    </Form>
  );
}

/** The protocol the create page is for (`?protocolId=`) and how to choose one. */
export function useChosenProtocol(): { protocolId: number | undefined; choose: (protocolId: number) => void } {
  const [params, setParams] = useSearchParams();
  return {
    protocolId: whole(params.get('protocolId')),
    choose: (protocolId) => setParams({ protocolId: String(protocolId) }),
  };
}

/**
 * The page that issues a document on a protocol (an invoice, a cash voucher): the title with the way back to the
 * document list; without a protocol the provider-and-protocol picker, with one the preview's loading and error states
 * and then what `children` makes of the preview (the document and its form).
 */
export function CreateOnProtocolCard<Preview>({
  title,
  back,
  picker,
  preview,
  children,
}: {
  title: string;
  /** The list of the documents under /activities/accounting and its link's text. */
  back: { path: string; label: string };
  picker: Omit<Parameters<typeof ProviderProtocolPicker>[0], 'onPick'>;
  preview: { isLoading: boolean; isError: boolean; error?: Parameters<typeof errorMessage>[0]; data?: Preview };
  children: (preview: Preview) => ReactNode;
}) {
  const { protocolId, choose } = useChosenProtocol();
  return (
    <Card title={<PageTitle>{title}</PageTitle>} extra={<Link to={`${ACCOUNTING}/${back.path}`}>{back.label}</Link>}>
      {!protocolId && <ProviderProtocolPicker {...picker} onPick={choose} />}
      {protocolId && preview.isLoading && <Skeleton active />}
      {protocolId && preview.isError && <Alert type="error" showIcon title={errorMessage(preview.error)} />}
      {protocolId && preview.data && children(preview.data)}
    </Card>
  );
}

/** The form of a create page: its fields, then the issuing button and „Отказ“ back to the protocols. */
export function IssueForm<Values>({
  form,
  submit,
  saving,
  initialValues,
  submitLabel,
  children,
}: {
  form: FormInstance<Values>;
  submit: (values: Values) => Promise<void>;
  saving: boolean;
  initialValues: Partial<Values>;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={initialValues}
      style={{ marginTop: 16, maxWidth: 480 }}
    >
      {children}
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" loading={saving}>
          {submitLabel}
        </Button>
        <Link to={ACCOUNTING}>
          <Button>Отказ</Button>
        </Link>
      </Flex>
    </Form>
  );
}
