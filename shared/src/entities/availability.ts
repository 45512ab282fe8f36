export interface Availability {
  out_of_stock: boolean;
}
