import { shareLink } from './share';

const texts = { title: 'Join my tab', text: 'Join my tab at Bistro' };
const link = 'http://bistro.localhost/?tab=1';

const clipboard = (writeText: (text: string) => Promise<void>) => ({ writeText }) as unknown as Clipboard;

describe('shareLink', () => {
  it('uses the share sheet when the device has one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    await expect(shareLink(link, texts, { share })).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith({ ...texts, url: link });
  });

  it('treats a closed sheet as cancelled, without copying', async () => {
    const share = jest.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    const writeText = jest.fn().mockResolvedValue(undefined);
    await expect(shareLink(link, texts, { share, clipboard: clipboard(writeText) })).resolves.toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when there is no share sheet, or it fails', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    await expect(shareLink(link, texts, { clipboard: clipboard(writeText) })).resolves.toBe('copied');
    const share = jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await expect(shareLink(link, texts, { share, clipboard: clipboard(writeText) })).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledTimes(2);
    expect(writeText).toHaveBeenCalledWith(link);
  });

  it('reports when neither works', async () => {
    await expect(shareLink(link, texts, {})).resolves.toBe('unavailable');
    const writeText = jest.fn().mockRejectedValue(new Error('denied'));
    await expect(shareLink(link, texts, { clipboard: clipboard(writeText) })).resolves.toBe('unavailable');
  });
});
