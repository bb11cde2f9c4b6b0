/**
 * pdf.js 5 moves path data with `ArrayBuffer.prototype.transferToFixedLength`, which Node.js
 * has from version 21 only; on Node.js 20 (our floor, package.json "engines") every page with
 * such paths loses its operator list. A copy does what the transfer does for pdf.js's use.
 */
export function supportPdfJs(): void {
  const prototype = ArrayBuffer.prototype as ArrayBuffer & {
    transferToFixedLength?: (length?: number) => ArrayBuffer;
  };
  if (prototype.transferToFixedLength) return;
  Object.defineProperty(prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, length = this.byteLength) {
      const copy = new ArrayBuffer(length);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy;
    },
  });
}
