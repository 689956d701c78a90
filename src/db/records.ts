// The shapes of what the browser keeps (spec §3). Only these fields are stored, never a whole Car:
// quota is small and shared with the image caches.
import type { Car } from '../domain/stock.ts';

/** Spec §3 Favourite record; the compare list holds the same shape. */
export type CarSummary = Pick<Car, 'id' | 'name' | 'slug' | 'make' | 'model' | 'primary_image_url'>;

export interface SavedCar extends CarSummary {
  /** Epoch ms; lists are ordered by it. */
  saved_at: number;
}

/** Spec §3 Viewed-car record. `body` is the search record's body facet. */
export type ViewedCarSummary = Pick<Car, 'id' | 'stocknum' | 'make' | 'model' | 'simple_body'> & { body: string | null };

export interface ViewedCar extends ViewedCarSummary {
  /** Epoch ms. */
  viewed_at: number;
}

/** Spec §3 Stored user record: what the lead forms prefill. */
export const USER_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode'] as const;
export type UserField = (typeof USER_FIELDS)[number];
/** A field is absent until the user has given a non-blank value for it. */
export type StoredUser = Partial<Record<UserField, string>>;
