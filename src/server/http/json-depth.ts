// How deeply a parsed request body nests. JSON.parse takes thousands of levels, but JSON.stringify
// and every recursive walk after it (echoing search params, parsing filters, storing a record)
// overflow the stack on them: a 500 for what is only bad input. No request of ours nests near this.
export const MAX_JSON_DEPTH = 32;

/** True when `value` nests arrays or objects deeper than `max`; walks with its own stack, so it cannot overflow one. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth > max) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}
