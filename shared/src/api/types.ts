/** The query a tab link's check sends; its answer is the kernel's TabCheck entity. */
export interface TabCheckRequest {
  venue_uuid: string;
  tab_link: string;
}
