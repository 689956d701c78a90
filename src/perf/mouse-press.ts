// Searching ahead on a press: a click lands tens of milliseconds after the button goes down, so work
// the click will need can start at the press.

interface PressEvent {
  pointerType: string;
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * A press that will almost surely become a plain click: the main mouse button, no modifier (a
 * modified click may open a new tab or a menu). Not a finger: going down may start a scroll, and work
 * started ahead for nothing (a search the dealer's index counts) is waste.
 */
export function isPlainMousePress(event: PressEvent): boolean {
  return event.pointerType === 'mouse' && event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}
