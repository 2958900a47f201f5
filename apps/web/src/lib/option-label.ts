/**
 * How a stored option value reads on screen. The spec's constants are lower-case values
 * ("full-time", "medical insurance", "english", "tb test") kept as they are on the wire; people
 * read them capitalised, and the medical abbreviations in capitals.
 */
const SPECIAL: Record<string, string> = {
  covid: 'COVID-19',
  'tb test': 'TB test',
  'hep b': 'Hepatitis B',
  mmr: 'MMR',
  ppd: 'PPD',
};

export const optionLabel = (value: string) =>
  SPECIAL[value] ?? value.charAt(0).toUpperCase() + value.slice(1);

/** Select/MultiSelect data: the stored value, its label. */
export const optionData = (values: readonly string[]) =>
  values.map((value) => ({ value, label: optionLabel(value) }));

/** A list of stored values for reading ("Medical insurance, Dental"). */
export const optionList = (values: readonly string[]) => values.map(optionLabel).join(', ');
