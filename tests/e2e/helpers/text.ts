/** A piece of text as it stands inside a regular expression (a car's name may hold `+`, `(`, `.`). */
export function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
