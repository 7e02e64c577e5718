/**
 * The brochures: PDFs built at build time (pdfkit) from content/brochures/*.md (a content collection), so
 * the "Download the Brochure" buttons give a real file. The text is plain Markdown (a title and lead in
 * its front matter, `##` headings, paragraphs, `-` bullets, `**bold**`); every figure is a `{name}` read from the business
 * facts, so a price changes in one place for the pages and the brochures alike. A name that is not a fact
 * fails the build.
 */
import { getEntry } from 'astro:content';
import PDFDocument from 'pdfkit';
import { site } from '~/config/site';
import { claims, price, pricing, terms } from '~/features/business/facts';

export const BROCHURES = ['employers', 'therapists'] as const;
export type Brochure = (typeof BROCHURES)[number];

/** The figures a brochure may name. */
export function brochureFacts(): Record<string, string> {
  return {
    contingencyFee: price(pricing.contingency.monthlyFee),
    contingencyMonths: String(pricing.contingency.minimumMonths),
    placementFee: price(pricing.contingency.placementFee),
    placementFeeDueDays: String(pricing.contingency.placementFeeDueDays),
    outsourcedFee: price(pricing.outsourced.monthlyFee),
    trainingFee: price(pricing.training.oneTime),
    advisoryFee: price(pricing.training.advisoryMonthly),
    founderRate: price(pricing.jobBoard.founderRatePerMonth),
    billedMonths: String(pricing.jobBoard.billedMonths),
    postTermDays: String(terms.postTermDays),
    guaranteeDays: String(terms.guaranteeDays),
    responseHours: String(terms.responseHours),
    placements: claims.placements,
    clientSatisfaction: claims.clientSatisfaction,
    oneYearRetention: claims.oneYearRetention,
    candidatesPresentedIn: claims.candidatesPresentedIn,
    placementDays: claims.placementDays,
    networkSize: claims.networkSize,
    candidateFees: claims.candidateFees,
    site: site.url.replace(/^https?:\/\//, ''),
    staffEmail: site.staffEmail,
  };
}

export type Block = { kind: 'heading' | 'paragraph' | 'bullet'; text: string };
export interface BrochureText {
  title: string;
  lead: string;
  blocks: Block[];
}

/** The brochure's Markdown (front matter read by the content collection) into blocks, its `{names}` filled in from the facts. */
export function readBrochure(entry: { title: string; lead: string; body: string }, facts: Record<string, string> = brochureFacts()): BrochureText {
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = facts[name];
      if (value === undefined) throw new Error(`Brochure names {${name}}, which is not a business fact`);
      return value;
    });
  const blocks: Block[] = [];
  for (const chunk of entry.body.split(/\n\s*\n/)) {
    const text = chunk.trim();
    if (!text) continue;
    if (text.startsWith('## ')) blocks.push({ kind: 'heading', text: fill(text.slice(3).trim()) });
    else if (text.startsWith('- '))
      for (const item of text.split(/\n(?=- )/))
        blocks.push({
          kind: 'bullet',
          text: fill(
            item
              .slice(2)
              .replace(/\s*\n\s*/g, ' ')
              .trim(),
          ),
        });
    else blocks.push({ kind: 'paragraph', text: fill(text.replace(/\s*\n\s*/g, ' ')) });
  }
  return { title: fill(entry.title), lead: fill(entry.lead), blocks };
}

const BRAND = '#1d4ed8';
const INK = '#0f172a';

/** Writes `text` with its `**bold**` runs in bold, as one flowing paragraph. */
function rich(doc: PDFKit.PDFDocument, text: string, options: PDFKit.Mixins.TextOptions = {}) {
  const runs = text.split(/\*\*(.+?)\*\*/g);
  runs.forEach((run, i) => {
    if (!run) return;
    doc.font(i % 2 ? 'Helvetica-Bold' : 'Helvetica').text(run, { ...options, continued: i < runs.length - 1 });
  });
}

/** The brochure as a PDF (US Letter). */
export async function brochurePdf(name: Brochure): Promise<ArrayBuffer> {
  const entry = await getEntry('brochures', name);
  if (!entry) throw new Error(`No brochure content/brochures/${name}.md`);
  const text = readBrochure({ ...entry.data, body: entry.body ?? '' });
  const doc = new PDFDocument({ size: 'LETTER', margin: 64, info: { Title: text.title, Author: site.name, Subject: `${site.name} brochure` } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(12).text(site.name.toUpperCase(), { characterSpacing: 1.5 });
  doc.moveDown(0.8).fillColor(INK).fontSize(24).text(text.title);
  if (text.lead) doc.moveDown(0.5).font('Helvetica').fontSize(13).fillColor('#334155').text(text.lead);
  for (const block of text.blocks) {
    if (block.kind === 'heading') doc.moveDown(1.2).fillColor(BRAND).font('Helvetica-Bold').fontSize(15).text(block.text);
    else if (block.kind === 'paragraph') {
      doc.moveDown(0.5).fillColor(INK).fontSize(11.5);
      rich(doc, block.text, { lineGap: 2 });
    } else {
      doc.moveDown(0.4).fillColor(INK).fontSize(11.5);
      rich(doc, `•  ${block.text}`, { indent: 0, lineGap: 2 });
    }
  }
  doc.end();
  await done;
  const pdf = Buffer.concat(chunks);
  return pdf.buffer.slice(pdf.byteOffset, pdf.byteOffset + pdf.byteLength) as ArrayBuffer;
}
