export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'unavailable';

export interface ShareTexts {
  title: string;
  text: string;
}

type ShareDevice = Partial<Pick<Navigator, 'share' | 'clipboard'>>;

/**
 * The device share sheet with the link; where there is none, or it fails, the link goes to the
 * clipboard. A guest closing the sheet is not a failure.
 */
export async function shareLink(link: string, texts: ShareTexts, device: ShareDevice = navigator): Promise<ShareOutcome> {
  if (typeof device.share === 'function') {
    try {
      await device.share({ ...texts, url: link });
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (!device.clipboard) return 'unavailable';
    await device.clipboard.writeText(link);
    return 'copied';
  } catch {
    return 'unavailable';
  }
}
