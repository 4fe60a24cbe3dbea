import type { ReactNode } from 'react';
import { type ProductUnit, productUnitLabels } from '@kg/contracts';
import { Flex, type TableColumnType, Typography } from 'antd';
import { bgNumber } from './decimal-text';

/** A document line as written: „1,500 килограм“ (its quantity to 3 decimals and its unit). */
export const writtenQuantity = (line: { quantity: string; unit: ProductUnit }): string =>
  `${bgNumber(line.quantity, 3)} ${productUnitLabels[line.unit].toLowerCase()}`;

/**
 * A storage document's lines on a phone: one column holding the whole line as a card, „N. Продукт“ in bold and the
 * document's own details below it (the other columns show from `sm` up).
 */
export function phoneLineColumn<Line extends { position: number; productName: string }>(
  details: (line: Line) => ReactNode,
): TableColumnType<Line> {
  return {
    title: 'Ред',
    key: 'card',
    responsive: ['xs'],
    render: (_value, line) => (
      <Flex vertical gap={2} style={{ whiteSpace: 'normal', maxWidth: 'calc(100vw - 96px)' }}>
        <Typography.Text strong>
          {line.position}. {line.productName}
        </Typography.Text>
        {details(line)}
      </Flex>
    ),
  };
}
