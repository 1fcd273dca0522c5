/** What a call of the retail API gives the browser: its data, or a failure with the API's message and code. */
export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

export interface ApiSuccess<T> {
  ok: true;
  status: number;
  data: T;
}

export interface ApiFailure {
  ok: false;
  /** 0 when no response arrived. */
  status: number;
  statusText: string;
  message: string;
  /** The message's stable code (lib/domain/api/codes.ts) and its values, when the API sent them. */
  code?: string;
  params?: Record<string, string | number>;
  fields?: Record<string, string>;
  /** Where `message` came from: the network, the body's error.message, or the status line. */
  source: "network" | "body" | "status";
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;
