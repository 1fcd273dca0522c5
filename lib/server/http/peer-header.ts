/** The header the server writes with the socket's remote address on every request (peer-address.ts). */
export const PEER_HEADER = "x-shop-peer";
