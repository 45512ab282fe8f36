export { $notice, noticeShown } from './model';
export type { NoticeText, TimedNotice } from './model';
export { Notice } from './Notice';
export { useNotice } from './useNotice';
export { REQUEST_ERROR_NOTICE_MS, VIEW_ONLY_NOTICE_MS } from './durations';
