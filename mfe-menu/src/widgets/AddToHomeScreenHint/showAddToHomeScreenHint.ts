import type { Venue } from '@tabula/shared';

export interface DeviceInfo {
  userAgent: string;
  /** navigator.standalone or display-mode: standalone. */
  standalone: boolean;
}

/** The add-to-home-screen hint: iOS only, outside standalone mode, when the venue asks for it. */
export function showAddToHomeScreenHint(venue: Pick<Venue, 'show_add_to_home_screen_pop_up'>, device: DeviceInfo): boolean {
  const ios = /iphone|ipad|ipod/i.test(device.userAgent);
  return venue.show_add_to_home_screen_pop_up && ios && !device.standalone;
}
