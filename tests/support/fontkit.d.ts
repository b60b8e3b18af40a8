// fontkit ships no types; the tests only open fonts and ask about glyphs and axes.
declare module 'fontkit' {
  export function create(buffer: Buffer): unknown;
}
