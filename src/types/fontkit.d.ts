// fontkit ships no types; pdfkit accepts the font object `create` returns in registerFont.
declare module 'fontkit' {
  export function create(buffer: Buffer | Uint8Array, postscriptName?: string): unknown;
}
