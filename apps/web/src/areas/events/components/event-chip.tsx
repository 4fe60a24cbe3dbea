import type { EventRow } from '@kg/contracts';
import { Badge, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { audienceColors } from '../../../shared/communication/audience-fields';
import { startTimeOn } from '../calendar-range';

/**
 * One event in a day cell: its whole title wrapped over as many lines as it takes, coloured by its audience, with a dot
 * and bold text while the reader has not seen it.
 */
export function EventChip({ event, day, onOpen }: { event: EventRow; day: Dayjs; onOpen: (id: number) => void }) {
  const time = startTimeOn(event, day);
  const label = `${time ? `${time} ` : ''}${event.title}`;
  return (
    <Tag
      role="button"
      tabIndex={0}
      color={event.audience === null ? audienceColors.people : audienceColors[event.audience]}
      aria-label={event.seenByCurrentUser ? label : `${label} (ново)`}
      title={label}
      style={{
        display: 'block',
        cursor: 'pointer',
        // The whole title, wrapped (never cut): a day cell is narrow.
        whiteSpace: 'normal',
        overflowWrap: 'anywhere',
        lineHeight: 1.4,
        marginInlineEnd: 0,
        marginBottom: 2,
        fontWeight: event.seenByCurrentUser ? 'normal' : 600,
      }}
      onClick={(click) => {
        click.stopPropagation();
        onOpen(event.id);
      }}
      onKeyDown={(key) => {
        if (key.key !== 'Enter' && key.key !== ' ') return;
        key.preventDefault();
        onOpen(event.id);
      }}
    >
      {!event.seenByCurrentUser && <Badge color="blue" style={{ marginInlineEnd: 4 }} />}
      {label}
    </Tag>
  );
}
