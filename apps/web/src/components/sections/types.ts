export type FieldType = 'text' | 'textarea' | 'date' | 'select' | 'checkbox' | 'number' | 'document';
export interface Field {
  name: string;
  label: string;
  type?: FieldType;
  required?: boolean;
  options?: readonly string[];
  placeholder?: string;
}

/** A list of editable items with the API calls behind it (profile sections, organization items). */
export interface SectionUi {
  key: string;
  title: string;
  item: string;
  list: string;
  create: { path: string; method: 'POST' | 'PUT' };
  update: (id: number) => { path: string; method: 'POST' | 'PUT' };
  remove: (id: number) => string;
  visibility: (id: number) => { path: string; method: 'POST' | 'PUT' };
  fields: Field[];
  headline: (i: any) => string;
  detail: (i: any) => string;
  /** A file an item carries (a health record's document), shown as a link beside its detail. */
  link?: (i: any) => { href: string; label: string } | null;
}

export type Item = Record<string, any> & { id: number; is_visible: boolean };
