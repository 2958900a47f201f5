import type { Page } from 'playwright-core';
import { makePdf } from '../../api/test/fixtures';

/** A one-page PDF with these lines, as a file input or a file chooser takes it. */
export const pdfFile = (name: string, lines: string[]) => ({
  name,
  mimeType: 'application/pdf',
  buffer: makePdf(lines),
});

/** Holds back the answer to an upload a moment, so the upload's progress shows while it is sent. */
export async function holdUploadAnswer(page: Page, url: string) {
  await page.route(url, async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
}
