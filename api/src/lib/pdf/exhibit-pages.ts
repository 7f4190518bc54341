import { CATEGORY_LABELS, type DocumentCategory } from '@dwell/core/schemas/documents';
import {
  concatTransformationMatrix,
  degrees,
  drawObject,
  type PDFDocument,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
} from 'pdf-lib';
import type { Exhibit, SourcePage } from './exhibits.ts';
import type { Fonts } from './fonts.ts';
import { swapsSides, uprightMatrix } from './jpeg-orientation.ts';
import { PAGE, Writer } from './writer.ts';

const FRAME = rgb(0.75, 0.77, 0.8);

/** A document's category as the documents screen names it. */
export const categoryLabel = (category: string) => CATEGORY_LABELS[category as DocumentCategory] ?? category;

/** A file's size as the invoice prints it, in whole kilobytes rounded up. */
export const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;

/** How many pages an exhibit adds to the packet. */
export const exhibitPages = (exhibit: Exhibit) =>
  exhibit.kind === 'image' ? 1 : exhibit.kind === 'pdf' ? exhibit.pages.length : 0;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The largest box of the given proportions inside the area, centred across and set at its top. */
function fitted(area: Box, width: number, height: number): Box {
  const scale = Math.min(area.width / width, area.height / height);
  const w = width * scale;
  const h = height * scale;
  return { x: area.x + (area.width - w) / 2, y: area.y + area.height - h, width: w, height: h };
}

function frame(page: PDFPage, box: Box) {
  page.drawRectangle({ ...box, borderColor: FRAME, borderWidth: 0.5 });
}

function drawImage(page: PDFPage, area: Box, exhibit: Extract<Exhibit, { kind: 'image' }>) {
  const { image, orientation } = exhibit;
  const [width, height] = swapsSides(orientation) ? [image.height, image.width] : [image.width, image.height];
  const box = fitted(area, width, height);
  const name = page.node.newXObject('Image', image.ref);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(...uprightMatrix(orientation, box)),
    drawObject(name),
    popGraphicsState(),
  );
  frame(page, box);
}

function drawSourcePage(page: PDFPage, area: Box, { page: source, rotation }: SourcePage) {
  const quarter = rotation === 90 || rotation === 270;
  const box = fitted(area, quarter ? source.height : source.width, quarter ? source.width : source.height);
  const scale = box.width / (quarter ? source.height : source.width);
  // drawPage turns about the drawing's lower-left corner; each turn needs that corner moved back into the box.
  const origin = {
    0: { x: box.x, y: box.y },
    90: { x: box.x, y: box.y + box.height },
    180: { x: box.x + box.width, y: box.y + box.height },
    270: { x: box.x + box.width, y: box.y },
  }[rotation] ?? { x: box.x, y: box.y };
  page.drawPage(source, { ...origin, xScale: scale, yScale: scale, rotate: degrees(-rotation) });
  frame(page, box);
}

/**
 * Appends a page for each image and each page of each PDF among the exhibits: a caption naming the exhibit, its
 * category, upload time (`at`, in the stop's zone) and SHA-256, and below it the evidence scaled to fit the page.
 */
export function appendExhibits(pdf: PDFDocument, fonts: Fonts, exhibits: Exhibit[], at: (ms: number) => string) {
  for (const [i, exhibit] of exhibits.entries()) {
    const count = exhibitPages(exhibit);
    for (let n = 0; n < count; n++) {
      const w = new Writer(pdf, fonts);
      const part = exhibit.kind === 'pdf' && count > 1 ? `, page ${n + 1} of ${count}` : '';
      w.line(`Exhibit ${i + 1}: ${exhibit.name}${part}`, { bold: true, size: 12, gap: 16 });
      w.line(
        `${categoryLabel(exhibit.category)}  |  Uploaded ${at(exhibit.createdAt.getTime())}  |  ${kilobytes(exhibit.size)}`,
        {
          size: 9,
          gap: 12,
        },
      );
      w.line(`SHA-256 ${exhibit.sha256}`, { size: 8, muted: true, gap: 14 });
      const area = { x: PAGE.left, y: PAGE.bottom, width: PAGE.right - PAGE.left, height: w.y - PAGE.bottom };
      const source = exhibit.kind === 'pdf' ? exhibit.pages[n] : undefined;
      if (exhibit.kind === 'image') drawImage(w.page, area, exhibit);
      else if (source) drawSourcePage(w.page, area, source);
    }
  }
}
