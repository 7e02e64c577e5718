/** Resume rules: pdf, doc or docx, at most 5 MB; checked by extension and by content. Pure. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
export type ResumeExtension = (typeof RESUME_EXTENSIONS)[number];

export const INVALID_TYPE = { title: 'Invalid File Type', description: 'Please upload a PDF or Word document (.pdf, .doc, .docx)' };
export const TOO_LARGE = { title: 'File Too Large', description: 'Please upload a file smaller than 5MB' };

export function extensionOf(name: string): ResumeExtension | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return (RESUME_EXTENSIONS as readonly string[]).includes(ext ?? '') ? (ext as ResumeExtension) : null;
}

export const CONTENT_TYPES: Record<ResumeExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** Whether the first bytes match the extension: %PDF-, the OLE header of .doc, the ZIP header of .docx. */
export function magicMatches(ext: ResumeExtension, head: Uint8Array): boolean {
  const starts = (sig: number[]) => sig.every((b, i) => head[i] === b);
  if (ext === 'pdf') return starts([0x25, 0x50, 0x44, 0x46, 0x2d]);
  if (ext === 'doc') return starts([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return starts([0x50, 0x4b, 0x03, 0x04]);
}

/** Stored name: timestamp, a random string and the extension — unguessable, never the visitor's name. */
export function storedName(ext: ResumeExtension, now = Date.now()): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
  return `${now}-${random}.${ext}`;
}
