import { enumOptions, type MenuAgeBand, menuAgeBandLabels, menuAgeBands, type NormIndicator } from '@kg/contracts';
import { Tag } from 'antd';
import { bgNumber } from '../../storage/components/decimal-text';

export const bandOptions = enumOptions(menuAgeBandLabels);

/** The band of the URL (`?band=1..3`), or undefined for all the bands. */
export function bandOf(params: URLSearchParams): MenuAgeBand | undefined {
  const band = Number(params.get('band'));
  return menuAgeBands.includes(band) ? (band as MenuAgeBand) : undefined;
}

/** A figure with its unit, or a dash when unknown. */
export const amount = (value: string | null, unit?: string): string =>
  value === null ? '—' : `${bgNumber(value, 2)}${unit ? ` ${unit}` : ''}`;
export const percentText = (value: string | null): string => (value === null ? '—' : `${bgNumber(value, 1)} %`);

/**
 * How an indicator stands against its norm, in words and colour (never colour alone): within the tolerance, under or
 * over it, no norm entered, no figure.
 */
export function NormVerdict({ indicator }: { indicator: Pick<NormIndicator, 'norm' | 'deviationPercent' | 'outside'> }) {
  if (indicator.norm === null) return <Tag>Нормата не е въведена</Tag>;
  if (indicator.deviationPercent === null) return <Tag>Няма данни</Tag>;
  if (!indicator.outside) return <Tag color="green">В нормата</Tag>;
  return indicator.deviationPercent.startsWith('-') ? <Tag color="red">Под нормата</Tag> : <Tag color="orange">Над нормата</Tag>;
}
