import { crc32 } from 'node:zlib';

// Small but real files, built in code: each starts with the signature file-type reads, which is
// all the server looks at to decide what a file is.

/** A 1×1 transparent PNG. */
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489' +
    '0000000d49444154789c6300010000050001a5f645400000000049454e44ae426082',
  'hex',
);

/** The smallest JPEG a decoder recognises: start of image, a JFIF header, end of image. */
export const JPEG_BYTES = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');

export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

export const TEXT_BYTES = Buffer.from('Just some words pretending to be a picture.\n');

/** A file of exactly `size` bytes that starts with the given file's bytes (and so has its type). */
export function sized(bytes: Buffer, size: number): Buffer {
  const out = Buffer.alloc(size);
  bytes.copy(out, 0, 0, Math.min(bytes.length, size));
  return out;
}

/** An old Word document: a Compound File container with a 'WordDocument' stream entry. */
export const DOC_BYTES = compoundFile('WordDocument');

/** An old Excel workbook: the same container as .doc, without a Word stream. */
export const XLS_BYTES = compoundFile('Workbook');

/** A minimal .docx: a zip holding the content-types part that names a Word document. */
export const DOCX_BYTES = storedZip([
  [
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  ],
  ['word/document.xml', '<w:document/>'],
]);

function compoundFile(streamName: string): Buffer {
  const header = Buffer.from('d0cf11e0a1b11ae1', 'hex');
  return Buffer.concat([
    header,
    Buffer.alloc(504),
    Buffer.from(streamName, 'utf16le'),
    Buffer.alloc(64),
  ]);
}

/**
 * The fields a zip entry's local header and its central directory record both carry, in the same
 * order (CRC-32, compressed size, size, name length); only where they start differs.
 */
function writeEntryFields(
  header: Buffer,
  at: number,
  entry: { crc: number; size: number; nameLength: number },
): void {
  header.writeUInt32LE(entry.crc, at);
  // Stored without compression: the compressed size is the size.
  header.writeUInt32LE(entry.size, at + 4);
  header.writeUInt32LE(entry.size, at + 8);
  header.writeUInt16LE(entry.nameLength, at + 12);
}

/** A zip archive without compression: local headers, the central directory, its end record. */
function storedZip(entries: [name: string, text: string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const entry = { crc, size: data.length, nameLength: fileName.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    writeEntryFields(local, 14, entry);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    writeEntryFields(central, 16, entry);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A multipart form as the web app sends it: the JSON `payload` field and files beside it. */
export function formWithFiles(
  payload: unknown,
  files: { name: string; type: string; bytes: Buffer }[],
  fileField = 'credentials',
): FormData {
  const form = new FormData();
  form.append('payload', JSON.stringify(payload));
  for (const file of files) {
    form.append(fileField, new Blob([file.bytes], { type: file.type }), file.name);
  }
  return form;
}
