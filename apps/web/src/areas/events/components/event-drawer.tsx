import type { ClassSummary, EventRow } from '@kg/contracts';
import { Alert, App, Button, Descriptions, Drawer, Flex, Skeleton } from 'antd';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../../../shared/api/errors';
import { AudienceTag } from '../../../shared/communication/audience-fields';
import { RichTextView } from '../../../shared/communication/rich-text-view';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';
import { useDeleteEventMutation, useGetEventQuery, useSetEventSeenMutation } from '../api';
import { periodOf } from '../calendar-range';

interface EventDrawerProps {
  id: number | null;
  groups?: readonly ClassSummary[];
  onClose: () => void;
  onEdit: (event: EventRow) => void;
}

/** One event's details. Opening it marks it seen first (spec 2 §4), once per opening. */
export function EventDrawer({ id, groups, onClose, onEdit }: EventDrawerProps) {
  const event = useGetEventQuery(id ?? 0, { skip: id === null });
  const [setSeen] = useSetEventSeenMutation();
  const [remove] = useDeleteEventMutation();
  const { message } = App.useApp();
  const marked = useRef<number | null>(null);
  const row = event.currentData;

  useEffect(() => {
    if (!row || row.seenByCurrentUser || marked.current === row.id) return;
    marked.current = row.id;
    void setSeen(row.id);
  }, [row, setSeen]);

  const destroy = async (target: EventRow): Promise<void> => {
    const result = await remove(target.id);
    if (result.error) return void message.error(errorMessage(result.error));
    void message.success(`Събитието „${target.title}“ е изтрито.`);
    onClose();
  };

  return (
    <Drawer title={row?.title ?? 'Събитие'} open={id !== null} onClose={onClose} size={560} destroyOnHidden>
      {event.isError && <Alert type="error" showIcon title="Събитието не е намерено или не е за вас." />}
      {event.isFetching && !row && <Skeleton active />}
      {row && (
        <Flex vertical gap={16}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="Кога">{periodOf(row)}</Descriptions.Item>
            <Descriptions.Item label="За кого">
              <AudienceTag spec={row} groups={groups} />
            </Descriptions.Item>
            <Descriptions.Item label="Създадено от">{row.createdBy.name}</Descriptions.Item>
          </Descriptions>
          {row.description ? <RichTextView html={row.description} /> : null}
          {row.canEdit && (
            <Flex gap={8} justify="end" align="center">
              <ConfirmDeleteButton
                title="Изтриване на събитие"
                description={`Да изтрия ли „${row.title}“?`}
                onConfirm={() => destroy(row)}
              />
              <Button type="primary" onClick={() => onEdit(row)}>
                Редактиране
              </Button>
            </Flex>
          )}
        </Flex>
      )}
    </Drawer>
  );
}
