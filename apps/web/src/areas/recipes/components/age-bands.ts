import { MenuAgeBand } from '@kg/contracts';

/** The short heading of an age band that a narrow column or an input's label uses ("3–5 г."). */
export const shortBandLabels: Record<MenuAgeBand, string> = {
  [MenuAgeBand.Nursery]: '1–3 г.',
  [MenuAgeBand.Junior]: '3–5 г.',
  [MenuAgeBand.Senior]: '5–7 г.',
};
