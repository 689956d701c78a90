// Debian's Chromium builds the tests and benchmarks drive (browser downloads do not reach this network).
/** The full browser: benchmarks and tests tagged @full-browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Chromium's old headless shell (Debian's chromium-headless-shell): the other browser tests and the fault test. */
export const CHROMIUM_SHELL_PATH = process.env.CHROMIUM_SHELL_PATH || '/usr/bin/chromium-headless-shell';
