/** What the service form holds (strings for text, null for an empty number). */
export interface ServiceFormValues {
  title: string;
  description: string;
  category: number | null;
  sub_category: number | null;
  eligibility: string;
  details: string;
  health_care_sector: string;
  tags: string[];
  location: string;
  is_remote: boolean;
  get_quote: boolean;
  fixed_price: number | null;
  min_range: number | null;
  max_range: number | null;
  advertise: boolean;
  cta_text: string;
  cta_link: string;
  is_draft: boolean;
  start_date: string;
  end_date: string;
  budget: number | null;
}

/** A file chosen on the form, with the name the owner gives it. */
export interface PickedFile {
  key: string;
  file: File;
  name: string;
}

const OPTIONAL_TEXT = ['eligibility', 'details', 'health_care_sector', 'location'] as const;
const GALLERY_TEXT = ['cta_text', 'cta_link'] as const;

/**
 * The multipart body of a create or an update (spec §5): tags as repeated `tags[]`, flags as 1/0,
 * `is_remote` always, min_range and max_range together only when either is set, names only for the
 * files that have one. A create leaves empty optional fields out; an update sends them empty, so a
 * cleared field is cleared on the server too.
 */
export function serviceFormData(
  v: ServiceFormValues,
  files: { media: PickedFile[]; documents: PickedFile[] },
  opts: { mode: 'create' | 'update'; gallery: boolean },
) {
  const f = new FormData();
  const put = (k: string, x: string | number | null | undefined) => {
    if (x === null || x === undefined || x === '') {
      if (opts.mode === 'update') f.append(k, '');
      return;
    }
    f.append(k, String(x));
  };
  f.append('title', v.title.trim());
  f.append('description', v.description.trim());
  if (v.category != null) f.append('category', String(v.category));
  put('sub_category', v.sub_category);
  for (const k of OPTIONAL_TEXT) put(k, v[k].trim());
  for (const t of v.tags) f.append('tags[]', t);
  f.append('is_remote', v.is_remote ? '1' : '0');
  f.append('get_quote', v.get_quote ? '1' : '0');
  put('fixed_price', v.fixed_price);
  if (v.min_range != null || v.max_range != null || opts.mode === 'update') {
    put('min_range', v.min_range);
    put('max_range', v.max_range);
  }
  if (opts.gallery) {
    for (const k of GALLERY_TEXT) put(k, v[k].trim());
    if (opts.mode === 'create') f.append('is_draft', v.is_draft ? '1' : '0');
  } else if (opts.mode === 'create') {
    f.append('advertise', v.advertise ? '1' : '0');
  }
  // Names go by position: one per file, sent only when some file has one (spec §5).
  // Fields before files: the server reads the form as it streams in.
  const names = (list: PickedFile[], field: string) => {
    if (list.some((p) => p.name.trim())) for (const p of list) f.append(`${field}[]`, p.name.trim());
  };
  names(files.media, 'media_name');
  names(files.documents, 'document_name');
  for (const p of files.media) f.append('media[]', p.file, p.file.name);
  for (const p of files.documents) f.append('document[]', p.file, p.file.name);
  return f;
}
