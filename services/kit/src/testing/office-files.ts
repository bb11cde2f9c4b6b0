/**
 * Office files as Office writes them when they are not plain packages, for tests of what an
 * upload refuses. Built here rather than shipped: the bytes are what the format says.
 */

const SECTOR = 512;
const END_OF_CHAIN = 0xfffffffe;
const FREE_SECTOR = 0xffffffff;
const FAT_SECTOR = 0xfffffffd;
const NO_STREAM = 0xffffffff;

/**
 * A password-protected .pptx/.docx/.xlsx as Office saves it: not a zip but a Compound File
 * Binary container ([MS-CFB] version 3) with the streams "EncryptionInfo" and
 * "EncryptedPackage" ([MS-OFFCRYPTO] 2.3.4.4). The streams hold filler bytes here; their names
 * and the container's structure are real.
 */
export function passwordProtectedOfficeFile(): Buffer {
  // Streams of 4096 bytes or more live in regular sectors: no mini stream is needed.
  const streams = [
    { name: 'EncryptionInfo', data: filler(8 * SECTOR) },
    { name: 'EncryptedPackage', data: filler(16 * SECTOR) },
  ];
  // Sector 0: the FAT; sector 1: the directory; then each stream's sectors in turn.
  const fat = new Array<number>(SECTOR / 4).fill(FREE_SECTOR);
  fat[0] = FAT_SECTOR;
  fat[1] = END_OF_CHAIN;
  let next = 2;
  const starts = streams.map(({ data }) => {
    const start = next;
    const count = data.length / SECTOR;
    for (let index = 0; index < count; index++)
      fat[start + index] = index === count - 1 ? END_OF_CHAIN : start + index + 1;
    next += count;
    return start;
  });

  const header = Buffer.alloc(SECTOR);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3: 512-byte sectors
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // sector shift: 2^9
  header.writeUInt16LE(6, 32); // mini sector shift: 2^6
  header.writeUInt32LE(1, 44); // FAT sectors
  header.writeUInt32LE(1, 48); // first directory sector
  header.writeUInt32LE(4096, 56); // mini stream cutoff
  header.writeUInt32LE(END_OF_CHAIN, 60); // no mini FAT
  header.writeUInt32LE(END_OF_CHAIN, 68); // no DIFAT sectors
  for (let index = 0; index < 109; index++)
    header.writeUInt32LE(index === 0 ? 0 : FREE_SECTOR, 76 + index * 4);

  const fatSector = Buffer.alloc(SECTOR);
  fat.forEach((entry, index) => fatSector.writeUInt32LE(entry, index * 4));

  // Root, then the two streams: siblings ordered by name length (14 < 16), so the second is
  // the first's right sibling.
  const directory = Buffer.alloc(SECTOR);
  directoryEntry('Root Entry', 5, { child: 1, start: END_OF_CHAIN, size: 0 }).copy(directory, 0);
  streams.forEach(({ name, data }, index) =>
    directoryEntry(name, 2, {
      right: index === 0 ? 2 : NO_STREAM,
      start: starts[index],
      size: data.length,
    }).copy(directory, (index + 1) * 128),
  );
  directoryEntry('', 0, { start: 0, size: 0 }).copy(directory, 3 * 128);

  return Buffer.concat([header, fatSector, directory, ...streams.map((stream) => stream.data)]);
}

function directoryEntry(
  name: string,
  type: number,
  links: { child?: number; right?: number; start: number; size: number },
): Buffer {
  const entry = Buffer.alloc(128);
  if (name) {
    entry.write(name, 0, 'utf16le');
    entry.writeUInt16LE((name.length + 1) * 2, 64);
  }
  entry.writeUInt8(type, 66);
  entry.writeUInt8(1, 67); // black
  entry.writeUInt32LE(NO_STREAM, 68); // left sibling
  entry.writeUInt32LE(links.right ?? NO_STREAM, 72);
  entry.writeUInt32LE(links.child ?? NO_STREAM, 76);
  entry.writeUInt32LE(links.start, 116);
  entry.writeUInt32LE(links.size, 120);
  return entry;
}

function filler(length: number): Buffer {
  const bytes = Buffer.alloc(length);
  for (let index = 0; index < length; index++) bytes[index] = (index * 2654435761) >>> 24;
  return bytes;
}
