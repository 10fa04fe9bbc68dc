/** Free loopback ports and bounded polls, from the node test kit every suite shares. */
export { freePort, waitFor } from '../../shared/tooling/testing/ports';
