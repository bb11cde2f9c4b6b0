/** Success shapes (docs/architecture.md, "Contracts"): fields at the top level next to `message`. */
export interface MessageResponse {
  message: string;
}

export interface DataResponse<T> extends MessageResponse {
  data: T;
}
