import type { Venue } from '@tabula/shared';

export interface DeviceInfo {
  userAgent: string;
  /** navigator.standalone or display-mode: standalone. */
  standalone: boolean;
  /** navigator.maxTouchPoints: tells an iPad, whose Safari names itself a Mac, from a Mac. */
  touchPoints: number;
}

/** iPhone and iPod, and iPad by name or, asking for desktop sites as its Safari does by default, as a Mac with a touch screen. */
const isIos = ({ userAgent, touchPoints }: DeviceInfo): boolean =>
  /iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && touchPoints > 1);

/** The add-to-home-screen hint: iOS only, outside standalone mode, when the venue asks for it. */
export function showAddToHomeScreenHint(venue: Pick<Venue, 'show_add_to_home_screen_pop_up'>, device: DeviceInfo): boolean {
  return venue.show_add_to_home_screen_pop_up && isIos(device) && !device.standalone;
}
