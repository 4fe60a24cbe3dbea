/** The ids in a new order: `id` moved to `index`. */
export function moved(ids: readonly number[], id: number, index: number): number[] {
  const rest = ids.filter((other) => other !== id);
  return [...rest.slice(0, index), id, ...rest.slice(index)];
}
