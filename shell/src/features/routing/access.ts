/**
 * A return address from the query is only followed when it stays on this site. The browser's own URL parser
 * decides, exactly as it will when navigating: it drops tabs and newlines and reads a backslash as a slash,
 * so a check of the text for '//' lets '/\t/evil.example' through. The answer is the parsed absolute
 * address, not a path: '/.//evil.example' resolves to the path '//evil.example', which as a path would leave.
 */
export function safeReturn(value: string | null, origin: string = location.origin): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  return url.origin === origin ? url.href : null;
}
