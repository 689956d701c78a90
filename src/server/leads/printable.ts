// What a shopper typed, made safe to print on a dealer's terminal (`npm run leads`): control
// characters (C0, DEL, C1: ESC and CSI start the sequences that clear a screen or move the cursor),
// line and paragraph separators and bidirectional overrides (which make a line read as another) are
// shown as \uXXXX escapes instead of acting.
// oxlint-disable-next-line no-control-regex -- finding control characters is the point
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

export const printable = (text: string) => text.replace(UNPRINTABLE, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
