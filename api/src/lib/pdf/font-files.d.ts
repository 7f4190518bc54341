/** A bundled font file: wrangler.toml's Data rule (and the test pool, which reads it) gives its bytes. */
declare module '*.ttf' {
  const bytes: ArrayBuffer;
  export default bytes;
}
