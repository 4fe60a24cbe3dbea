import type { NoticeRow } from '@kg/contracts';
import { allows, Resource } from '@kg/contracts/access';
import { RealtimeEvent } from '@kg/contracts/realtime';
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { Alert, App, Badge, Button, Card, Empty, Flex, Skeleton, Space, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../../shared/api/errors';
import { AudienceTag, mayAddressAll, useGetAudienceGroupsQuery } from '../../../shared/communication/audience-fields';
import { RichTextView } from '../../../shared/communication/rich-text-view';
import { formatDateTime } from '../../../shared/dates/dates';
import { useRealtimeEvent } from '../../../shared/realtime';
import { ConfirmDeleteButton } from '../../../shared/ui/confirm-delete-button';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGetUserDataQuery } from '../../identity/api';
import { useDeleteNoticeMutation, useGetNoticesQuery, useOrderNoticesMutation, useSetNoticesSeenMutation } from '../api';
import { NoticeFormDrawer } from '../components/notice-form-drawer';
import { moved } from '../notice-order';

/**
 * /notes: the kindergarten's notices in its order (spec 2 §7.7). Visiting the page marks the notices shown seen; the
 * "Ново" marks stay for the visit. Those who manage the board order it by dragging or with the arrow buttons.
 */
export default function NoticeBoardPage() {
  const access = useGetUserDataQuery().data?.access ?? [];
  const entry = access.find((candidate) => candidate.resource === Resource.DashboardGroupMessages);
  const canCreate = allows(access, Resource.DashboardGroupMessages, 'create');
  const canOrder = Boolean(entry?.canView && entry.canEdit);
  const notices = useGetNoticesQuery();
  const groups = useGetAudienceGroupsQuery(undefined, { skip: !allows(access, Resource.Classes, 'read') }).data;
  const [setSeen] = useSetNoticesSeenMutation();
  const [order] = useOrderNoticesMutation();
  const [remove] = useDeleteNoticeMutation();
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const [adding, setAdding] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  const { message } = App.useApp();

  useRealtimeEvent(RealtimeEvent.ReceiveNotice, () => void notices.refetch());

  const rows = useMemo(() => notices.data?.result ?? [], [notices.data]);
  const unseen = useMemo(
    () => rows.filter((row) => !row.seenByCurrentUser && !fresh.has(row.id)).map((row) => row.id),
    [rows, fresh],
  );
  useEffect(() => {
    if (unseen.length === 0) return;
    setFresh((current) => new Set([...current, ...unseen]));
    void setSeen({ ids: unseen });
  }, [unseen, setSeen]);

  const ids = rows.map((row) => row.id);
  const reorder = async (id: number, index: number): Promise<void> => {
    const next = moved(ids, id, index);
    if (next.every((value, position) => value === ids[position])) return;
    const result = await order({ ids: next });
    if (result.error) void message.error(errorMessage(result.error));
  };
  const destroy = async (notice: NoticeRow): Promise<void> => {
    const result = await remove(notice.id);
    if (result.error) void message.error(errorMessage(result.error));
    else void message.success(`Обявата „${notice.title}“ е изтрита.`);
  };

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PageTitle>Табло за обяви</PageTitle>
        {canCreate && (
          <Button type="primary" onClick={() => setAdding(true)}>
            Нова обява
          </Button>
        )}
      </Flex>
      {notices.isError && <Alert type="error" showIcon title={errorMessage(notices.error)} />}
      {notices.isLoading && <Skeleton active />}
      {notices.isSuccess && rows.length === 0 && <Empty description="Няма обяви на таблото." />}
      {rows.map((notice, index) => (
        <Card
          key={notice.id}
          data-notice={notice.id}
          draggable={canOrder}
          onDragStart={() => setDragged(notice.id)}
          onDragEnd={() => setDragged(null)}
          onDragOver={(drag) => {
            if (dragged !== null) drag.preventDefault();
          }}
          onDrop={(drop) => {
            drop.preventDefault();
            if (dragged !== null) void reorder(dragged, index);
            setDragged(null);
          }}
          style={{ opacity: dragged === notice.id ? 0.5 : 1 }}
          title={
            <Space>
              {canOrder && <HolderOutlined style={{ cursor: 'grab' }} aria-hidden />}
              {fresh.has(notice.id) && <Badge color="blue" text="Ново" />}
              <span>{notice.title}</span>
            </Space>
          }
          extra={
            <Space>
              {canOrder && (
                <>
                  <Tooltip title="Премести нагоре">
                    <Button
                      size="small"
                      aria-label={`Премести нагоре „${notice.title}“`}
                      icon={<ArrowUpOutlined />}
                      disabled={index === 0}
                      onClick={() => void reorder(notice.id, index - 1)}
                    />
                  </Tooltip>
                  <Tooltip title="Премести надолу">
                    <Button
                      size="small"
                      aria-label={`Премести надолу „${notice.title}“`}
                      icon={<ArrowDownOutlined />}
                      disabled={index === rows.length - 1}
                      onClick={() => void reorder(notice.id, index + 1)}
                    />
                  </Tooltip>
                </>
              )}
              {notice.canDelete && (
                <ConfirmDeleteButton
                  title="Изтриване на обява"
                  description={`Да изтрия ли „${notice.title}“?`}
                  onConfirm={() => destroy(notice)}
                />
              )}
            </Space>
          }
        >
          <RichTextView html={notice.content} />
          <Flex justify="space-between" wrap gap={8} style={{ marginTop: 12 }}>
            <Typography.Text type="secondary">
              {notice.name} · {formatDateTime(notice.date)}
            </Typography.Text>
            <AudienceTag spec={notice} groups={groups} />
          </Flex>
        </Card>
      ))}
      <NoticeFormDrawer
        open={adding}
        allowAll={mayAddressAll(access, Resource.DashboardGroupMessages)}
        onClose={() => setAdding(false)}
      />
    </Flex>
  );
}
