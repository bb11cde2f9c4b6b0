import { BYTES_PER_MB, type FileCategory, Messages, type SupportedFile } from '@deckforge/proto';

export interface UploadWarning {
  fileName: string;
  message: string;
}

export interface UploadSelection {
  accepted: File[];
  /** Files left out, each with the spec's reason (unsupported type, too large). */
  skipped: UploadWarning[];
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** The extensions a folder takes, as the data service lists them (`.pdf,.png,…` for inputs). */
export const acceptedExtensions = (supported: readonly SupportedFile[], category: FileCategory) =>
  supported.filter((entry) => entry.category === category).map((entry) => `.${entry.extension}`);

/**
 * Only supported extensions ('File type is not supported'); a file over the size
 * limit is skipped with a warning naming it. The server checks both again.
 */
export function selectUploads(
  files: readonly File[],
  supported: readonly SupportedFile[],
  category: FileCategory,
  /** The server's limit (client config); null when unknown: the server alone checks the size. */
  maxUploadMb: number | null,
): UploadSelection {
  const extensions = new Set(
    supported.filter((entry) => entry.category === category).map((entry) => entry.extension),
  );
  const selection: UploadSelection = { accepted: [], skipped: [] };
  for (const file of files) {
    if (!extensions.has(extensionOf(file.name))) {
      selection.skipped.push({ fileName: file.name, message: Messages.fileTypeNotSupported });
    } else if (maxUploadMb !== null && file.size > maxUploadMb * BYTES_PER_MB) {
      selection.skipped.push({
        fileName: file.name,
        message: Messages.fileTooLarge(file.name, maxUploadMb),
      });
    } else {
      selection.accepted.push(file);
    }
  }
  return selection;
}

/** What a warning toast says: the spec's text, with the file named when the text does not. */
export const warningText = ({ fileName, message }: UploadWarning) =>
  message.includes(fileName) ? message : `${message}: ${fileName}`;

/** The drop zone's caption: the extensions it takes and, when the server said, the size limit. */
export function uploadHint(extensions: readonly string[], maxUploadMb: number | null): string {
  const size = maxUploadMb === null ? '' : `up to ${maxUploadMb} MB each`;
  if (!extensions.length) return size && size[0].toUpperCase() + size.slice(1);
  return size ? `${extensions.join(' ')} · ${size}` : extensions.join(' ');
}
