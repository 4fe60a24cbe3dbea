import { type AnthropometricRow, assessBmi, heightCmSchema, weightKgSchema } from '@kg/contracts';

/** A decimal string with a comma, as Bulgarian readers write it; a dash for none. */
export const decimal = (value: string | null): string => (value === null ? '—' : value.replace('.', ','));

/** What the user typed for one child (strings, never floats). */
export interface Entry {
  heightCm: string;
  weightKg: string;
}

/** The entry's state: empty (not measured), incomplete or invalid (a message), or ready with its live BMI. */
export function checkEntry(
  entry: Entry,
  child: Pick<AnthropometricRow, 'birthDate' | 'gender'>,
  measuredOn: string,
):
  | { state: 'empty' }
  | { state: 'error'; message: string }
  | { state: 'ready'; heightCm: string; weightKg: string; assessment: ReturnType<typeof assessBmi> } {
  if (!entry.heightCm && !entry.weightKg) return { state: 'empty' };
  if (!entry.heightCm || !entry.weightKg) return { state: 'error', message: 'Попълнете и ръста, и теглото.' };
  const height = heightCmSchema.safeParse(entry.heightCm);
  if (!height.success) return { state: 'error', message: height.error.issues[0]!.message };
  const weight = weightKgSchema.safeParse(entry.weightKg);
  if (!weight.success) return { state: 'error', message: weight.error.issues[0]!.message };
  return {
    state: 'ready',
    heightCm: height.data,
    weightKg: weight.data,
    assessment: assessBmi({ heightCm: height.data, weightKg: weight.data, measuredOn }, child),
  };
}
