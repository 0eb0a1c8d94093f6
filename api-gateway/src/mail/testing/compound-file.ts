const SECTOR = 512;
const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_MARK = 0xfffffffd;
const DIFAT_MARK = 0xfffffffc;
const HEADER_DIFAT_ENTRIES = 109;

export interface CompoundFileOptions {
  /** Data sectors before the directory: enough of them put its FAT entries past the header's 109 FAT sectors. */
  dataSectors?: number;
}

/**
 * A Compound File Binary (MS-CFB, version 3, 512-byte sectors) holding streams with these names,
 * for tests: what a .doc (`WordDocument`), an .xls (`Workbook`) or an .msi looks like to a
 * sniffer. The data sectors belong to the first stream; the directory sits after them.
 */
export function compoundFile(streamNames: string[], { dataSectors = 1 }: CompoundFileOptions = {}): Buffer {
  const entries = ['Root Entry', ...streamNames];
  const directorySectors = Math.ceil(entries.length / 4);
  let fatSectors = 1;
  let difatSectors: number;
  for (;;) {
    difatSectors = Math.max(0, Math.ceil((fatSectors - HEADER_DIFAT_ENTRIES) / 127));
    if (fatSectors * 128 >= dataSectors + directorySectors + fatSectors + difatSectors) break;
    fatSectors++;
  }
  const firstDirectory = dataSectors;
  const firstFat = firstDirectory + directorySectors;
  const firstDifat = firstFat + fatSectors;
  const total = firstDifat + difatSectors;
  const file = Buffer.alloc(SECTOR * (total + 1));
  const at = (sector: number) => SECTOR * (sector + 1);

  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x3e, 0x18);
  file.writeUInt16LE(3, 0x1a);
  file.writeUInt16LE(0xfffe, 0x1c);
  file.writeUInt16LE(9, 0x1e);
  file.writeUInt16LE(6, 0x20);
  file.writeUInt32LE(fatSectors, 0x2c);
  file.writeUInt32LE(firstDirectory, 0x30);
  file.writeUInt32LE(4096, 0x38);
  file.writeUInt32LE(END_OF_CHAIN, 0x3c);
  file.writeUInt32LE(difatSectors ? firstDifat : END_OF_CHAIN, 0x44);
  file.writeUInt32LE(difatSectors, 0x48);

  const fat = new Uint32Array(fatSectors * 128).fill(FREE);
  const chain = (first: number, count: number) => {
    for (let sector = first; sector < first + count; sector++)
      fat[sector] = sector === first + count - 1 ? END_OF_CHAIN : sector + 1;
  };
  chain(0, dataSectors);
  chain(firstDirectory, directorySectors);
  for (let index = 0; index < fatSectors; index++) fat[firstFat + index] = FAT_MARK;
  for (let index = 0; index < difatSectors; index++) fat[firstDifat + index] = DIFAT_MARK;
  fat.forEach((value, index) => file.writeUInt32LE(value, at(firstFat) + index * 4));

  const difat = Array.from({ length: HEADER_DIFAT_ENTRIES + difatSectors * 127 }, (_, index) =>
    index < fatSectors ? firstFat + index : FREE,
  );
  difat.slice(0, HEADER_DIFAT_ENTRIES).forEach((value, index) => file.writeUInt32LE(value, 0x4c + index * 4));
  for (let index = 0; index < difatSectors; index++) {
    const start = HEADER_DIFAT_ENTRIES + index * 127;
    difat
      .slice(start, start + 127)
      .forEach((value, slot) => file.writeUInt32LE(value, at(firstDifat + index) + slot * 4));
    file.writeUInt32LE(
      index === difatSectors - 1 ? END_OF_CHAIN : firstDifat + index + 1,
      at(firstDifat + index) + 127 * 4,
    );
  }

  entries.forEach((name, index) => {
    const entry = at(firstDirectory) + index * 128;
    file.write(name, entry, 'utf16le');
    file.writeUInt16LE((name.length + 1) * 2, entry + 0x40);
    file[entry + 0x42] = index === 0 ? 5 : 2;
    file[entry + 0x43] = 1;
    file.writeUInt32LE(FREE, entry + 0x44);
    file.writeUInt32LE(index > 0 && index < entries.length - 1 ? index + 1 : FREE, entry + 0x48);
    file.writeUInt32LE(index === 0 && entries.length > 1 ? 1 : FREE, entry + 0x4c);
    file.writeUInt32LE(index === 1 ? 0 : index === 0 ? END_OF_CHAIN : 0, entry + 0x74);
    file.writeUInt32LE(index === 1 ? dataSectors * SECTOR : 0, entry + 0x78);
  });
  return file;
}
