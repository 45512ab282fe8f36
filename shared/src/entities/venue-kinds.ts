/** Venue type 3 is hotel room service: rooms instead of tables. */
export const HOTEL_ROOM_VENUE_TYPE = 3;
