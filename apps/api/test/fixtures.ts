import { crc32, deflateRawSync } from 'node:zlib';

/** Small real files built in memory, for upload and resume-import tests. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.alloc(60, 1),
  Buffer.from([0xff, 0xd9]),
]);
export const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(40, 0)]);

const esc = (s: string) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

/** A one-page PDF with the given lines in Helvetica; text extractable by pdf.js. */
export function makePdf(lines: string[]) {
  const content = `BT /F1 11 Tf 50 760 Td 14 TL ${lines.map((l) => `(${esc(l)}) Tj T*`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A zip archive; entries deflated unless `store` is set. */
export function makeZip(entries: { name: string; data: Buffer; store?: boolean }[]) {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const body = e.store ? e.data : deflateRawSync(e.data);
    const crc = crc32(e.data) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.store ? 0 : 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(e.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, body);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(e.store ? 0 : 8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(e.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const xmlEsc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A minimal Word document with one paragraph per line. */
export function makeDocx(lines: string[]) {
  const body = lines
    .map((l) => `<w:p><w:r><w:t xml:space="preserve">${xmlEsc(l)}</w:t></w:r></w:p>`)
    .join('');
  return makeZip([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
    },
    {
      name: 'word/document.xml',
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
      ),
    },
  ]);
}

/** A DOCX-looking zip bomb: a tiny archive declaring a huge document. */
export const zipBombDocx = () =>
  makeZip([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    { name: 'word/document.xml', data: Buffer.alloc(30 * 1024 * 1024, 0x20) },
  ]);

export const SAMPLE_RESUME = [
  'Maria Lopez, RN',
  'maria.lopez@example.com | (512) 555-0143 | Austin, TX',
  'SUMMARY',
  'Critical care registered nurse with 7 years of ICU experience.',
  'EXPERIENCE',
  'ICU Registered Nurse, Austin General Hospital, Austin, TX 2018 - Present',
  'Staff Nurse, St. David Medical Center 2016 - 2018',
  'EDUCATION',
  'Bachelor of Science in Nursing, University of Texas at Austin 2012 - 2016',
  'LICENSES',
  'Registered Nurse (RN), Texas Board of Nursing, License #RN884211, expires 2027-06-30',
  'CERTIFICATIONS',
  'BLS Provider, American Heart Association, expires 2026-01-31',
  'ACLS, American Heart Association, expires 2026-03-31',
  'SKILLS',
  'Ventilator management, Triage, IV therapy, Epic EHR',
];

/** A file part of a multipart form (`type` defaults to application/octet-stream). */
export interface FormFile {
  field: string;
  name: string;
  data: Buffer;
  type?: string;
}

/**
 * multipart/form-data for app.inject: the fields in order, then the files. A field given a list, or
 * fields given as pairs, may repeat a name (`tags[]`).
 */
export function multipartForm(
  fields: Record<string, string | string[]> | [string, string][],
  files: FormFile[] = [],
) {
  const pairs = Array.isArray(fields)
    ? fields
    : Object.entries(fields).flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((one) => [k, one]));
  const boundary = `----hctl${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of pairs)
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** multipart/form-data for app.inject: fields and at most one file. */
export const multipart = (fields: Record<string, string>, file?: FormFile) =>
  multipartForm(fields, file ? [file] : []);

/** A valid body for each profile section (keys as in sections.config). */
export const SECTION_BODIES: Record<string, Record<string, unknown>> = {
  awards: { title: 'Nurse of the Year', issuer: 'St. Mary Hospital', awarded_on: '2023-05-12' },
  certificates: {
    name: 'BLS Provider',
    issuing_organization: 'American Heart Association',
    issue_date: '2024-01-10',
    expiry_date: '2026-01-10',
  },
  licenses: {
    license_type: 'RN',
    license_number: 'RN-884211',
    issuing_authority: 'Texas Board of Nursing',
    state: 'TX',
    npi_number: '1234567893',
    expiry_date: '2027-06-30',
  },
  educations: {
    school: 'University of Texas at Austin',
    degree: 'BSN',
    field_of_study: 'Nursing',
    start_date: '2012-08-20',
    end_date: '2016-05-15',
  },
  skills: { name: 'Ventilator management', level: 'expert', years: 6 },
  work_experiences: {
    title: 'ICU Registered Nurse',
    employer: 'Austin General',
    employment_type: 'full-time',
    start_date: '2016-07-01',
    is_current: true,
  },
  publications: {
    title: 'Early mobility in the ICU',
    publisher: 'Critical Care Nurse',
    published_on: '2021-03-01',
    url: 'https://example.org/paper',
  },
  health_requirements: { requirement: 'flu shot', completed_on: '2025-10-01', expires_on: '2026-10-01' },
};

/** The first bytes of an MP4 (ftyp box): what the video upload checks. */
export const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.alloc(64, 1),
]);
