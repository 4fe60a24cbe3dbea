import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SaveResult } from '@kg/contracts';
import { Alert, Button, Card, Form, Result, Space, Spin } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { type MutationResult, useSaveForm } from '../../../shared/forms/use-save-form';
import { PageTitle } from '../../../shared/ui/page-title';

/** The page's id (`/:id`), undefined on `/create`; `invalid` when the path holds no positive integer. */
export function useRecordId(): { id: number | undefined; invalid: boolean } {
  const { id: text } = useParams();
  if (text === undefined) return { id: undefined, invalid: false };
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? { id, invalid: false } : { id: undefined, invalid: true };
}

interface RecordFormCardProps {
  base: string;
  notFound: string;
  invalid: boolean;
  editing: boolean;
  record: { data?: unknown; isError: boolean; error?: FetchBaseQueryError | SerializedError };
  title: string;
  children: ReactNode;
}

/** A register's form page: 404 for an unknown record, the load error, the spinner, then the form in a card. */
export function RecordFormCard({ base, notFound, invalid, editing, record, title, children }: RecordFormCardProps) {
  const missing = record.isError && record.error && 'status' in record.error && record.error.status === 404;
  if (invalid || missing) return <Result status="404" title={notFound} extra={<Link to={base}>Към списъка</Link>} />;
  if (record.isError) return <Alert type="error" showIcon title={errorMessage(record.error!)} />;
  if (editing && !record.data) return <Spin description="Зареждане…" />;
  return (
    <Card style={{ maxWidth: 720 }} title={<PageTitle>{title}</PageTitle>}>
      {children}
    </Card>
  );
}

export interface RegisterFormProps<Values, Data, Request> {
  /** The register's list, where saving and „Откажи“ lead. */
  base: string;
  notFound: string;
  /** The card's title for a new record (an existing one shows its name). */
  newTitle: string;
  /** The record's query and the save mutation (RTK Query's hooks). */
  useRecord: (id: number, options: { skip: boolean }) => RecordFormCardProps['record'] & { data?: Data };
  useSave: () => readonly [(request: Request) => PromiseLike<MutationResult<SaveResult>>, ...unknown[]];
  /** The request of the form's values (the id of an existing record is added to it). */
  toRequest: (values: Values) => Omit<Request, 'id'>;
  /** The form's values of a loaded record. */
  initialValues: (data: Data) => Partial<Values>;
  success: string;
  /** The fields (Form.Item). */
  children: ReactNode;
}

/**
 * The create and edit page of a storage register (`/create`, `/:id`): loads the record, saves through the API with its
 * field messages under the fields, then goes back to the list.
 */
export function RegisterForm<Values, Data extends { name: string }, Request>(props: RegisterFormProps<Values, Data, Request>) {
  const { id, invalid } = useRecordId();
  const record = props.useRecord(id ?? 0, { skip: id === undefined });
  const [save] = props.useSave();
  const navigate = useNavigate();
  const { form, submit, saving } = useSaveForm<Values, SaveResult>({
    save: (values) => save({ ...(id !== undefined ? { id } : {}), ...props.toRequest(values) } as Request),
    success: props.success,
    onSaved: () => void navigate(props.base),
  });
  const data = record.data;
  return (
    <RecordFormCard
      base={props.base}
      notFound={props.notFound}
      invalid={invalid}
      editing={id !== undefined}
      record={record}
      title={data?.name ?? props.newTitle}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={saving}
        initialValues={data ? props.initialValues(data) : undefined}
        onFinish={(values) => void submit(values)}
      >
        {props.children}
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={saving}>
            Запази
          </Button>
          <Link to={props.base}>Откажи</Link>
        </Space>
      </Form>
    </RecordFormCard>
  );
}
