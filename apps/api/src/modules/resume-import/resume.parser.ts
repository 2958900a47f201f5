import type { ResumeProposal } from '@hctl/contracts';
import { proposeFromText } from './resume.parse';

export interface ResumeParser {
  parse(data: Buffer, ext: 'pdf' | 'docx', name: string): Promise<ResumeProposal>;
}

/** Extracts the text in-process (pdf.js through unpdf, mammoth for DOCX) and proposes sections. */
export class LocalResumeParser implements ResumeParser {
  async parse(data: Buffer, ext: 'pdf' | 'docx') {
    let text: string;
    if (ext === 'pdf') {
      const { extractText, getDocumentProxy } = await import('unpdf');
      const doc = await getDocumentProxy(new Uint8Array(data));
      text = (await extractText(doc, { mergePages: true })).text;
    } else {
      const mammoth = await import('mammoth');
      text = (await mammoth.default.extractRawText({ buffer: data })).value;
    }
    if (!text.trim()) throw new Error('We could not find any text in this file. Is it a scanned image?');
    return proposeFromText(text);
  }
}

/**
 * A third-party parsing service (RESUME_PARSER_URL + RESUME_PARSER_KEY): the file is posted as
 * multipart and the service answers with the proposal's shape.
 */
export class HttpResumeParser implements ResumeParser {
  constructor(
    private url: string,
    private key: string,
  ) {}

  async parse(data: Buffer, _ext: 'pdf' | 'docx', name: string) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)]), name);
    const res = await fetch(this.url, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.key}` },
      body: form,
      signal: AbortSignal.timeout(30_000),
    });
    if (!res.ok) throw new Error(`The resume parsing service answered ${res.status}.`);
    const body = (await res.json()) as Partial<ResumeProposal>;
    return {
      educations: body.educations ?? [],
      work_experiences: body.work_experiences ?? [],
      skills: body.skills ?? [],
      licenses: body.licenses ?? [],
      certificates: body.certificates ?? [],
      text_preview: body.text_preview ?? '',
    };
  }
}
