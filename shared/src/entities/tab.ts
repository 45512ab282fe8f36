/** What opening, joining or logging into a tab answers: the guest's order and their seat in the tab. */
export interface TabSeat {
  order_uuid: string;
  tab_uuid: string;
  tab_link: string;
  tab_password: string | null;
  table_number: string;
}
