// What the user reads when the browser store fails or refuses a change. Writes are single
// transactions, so a failure never costs what was already saved: the messages can promise that.
import type { DbErrorKind } from './errors.ts';
import { COMPARE_LIMIT } from './compare.ts';

export const DB_ERROR_MESSAGES: Readonly<Record<DbErrorKind, string>> = {
  quota: 'Storage is full — your saved cars are safe, but new changes can’t be saved.',
  blocked: 'This site was updated in another tab. Reload this page (or close its other tabs) to keep saving changes.',
  unavailable: 'This browser isn’t letting the site save anything, so favourites and recent searches won’t be kept.',
  unknown: 'Something went wrong saving your change. Your saved cars are safe — please try again.',
};

export const COMPARE_FULL_MESSAGE = `You can compare up to ${COMPARE_LIMIT} cars. Remove one to add another.`;
