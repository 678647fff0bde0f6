/**
 * Files written on Windows end their lines with CRLF. Edits work on LF text; a file whose every line ends in
 * CRLF gets CRLF back, so a save changes only the edited lines. Files with mixed endings are edited as they are.
 */
export function withLineEnds(text: string, change: (lf: string) => string): string {
  const crlf = text.includes('\r\n') && !/(^|[^\r])\n/.test(text);
  if (!crlf) return change(text);
  return change(text.replace(/\r\n/g, '\n')).replace(/\n/g, '\r\n');
}
