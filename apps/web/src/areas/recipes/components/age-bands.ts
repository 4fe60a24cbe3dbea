import { MenuAgeBand, menuAgeBandLabels, menuAgeBands } from '@kg/contracts';

/** The age bands in order, with the short heading a narrow column or an input's label uses ("3–5 г."). */
export const ageBands = menuAgeBands;

export const shortBandLabels: Record<MenuAgeBand, string> = {
  [MenuAgeBand.Nursery]: '1–3 г.',
  [MenuAgeBand.Junior]: '3–5 г.',
  [MenuAgeBand.Senior]: '5–7 г.',
};

export const ageBandOptions = ageBands.map((band) => ({ value: band, label: menuAgeBandLabels[band] }));
