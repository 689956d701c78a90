// Names for review authors and dealership staff.
import type { Rng } from './prng.ts';

const FIRST_NAMES = [
  'Jack', 'Olivia', 'Noah', 'Charlotte', 'William', 'Amelia', 'Liam', 'Isla', 'Oliver', 'Mia', 'Thomas', 'Ava', 'James',
  'Grace', 'Lachlan', 'Chloe', 'Cooper', 'Ruby', 'Harrison', 'Sophie', 'Mitchell', 'Zoe', 'Priya', 'Wei', 'Mohammed',
  'Aisha', 'Nguyen', 'Sakura', 'Raj', 'Fatima', 'Daniel', 'Jessica', 'Matthew', 'Emily', 'Bradley', 'Kylie', 'Shane',
  'Tracey', 'Darren', 'Leanne', 'Aroha', 'Tane', 'Giulia', 'Marco', 'Eleni', 'Nikos',
];

const SURNAMES = [
  'Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Nguyen', 'Johnson', 'Martin', 'White', 'Anderson', 'Walker',
  'Thompson', 'Thomas', 'Lee', 'Ryan', 'Kelly', 'Harris', 'King', 'Campbell', "O'Brien", 'Papadopoulos', 'Singh', 'Chen',
  'Patel', 'Murphy', 'Robinson', 'Clarke', 'Rossi', 'Tran', 'Ahmed', 'McDonald', 'Kowalski', 'Wright',
];

export const STAFF_NAMES = ['Dave', 'Sarah', 'Tom', 'Mel', 'Chris', 'Anika', 'Steve', 'Jas', 'Kath', 'Ben', 'Luke', 'Nat'];

/** 'Olivia W.' style, as review platforms show customers. */
export const customerName = (rng: Rng) => `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)[0]}.`;
