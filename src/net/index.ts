/**
 * The network area: the transport contract, its in-memory and PeerJS implementations, the
 * signalling configuration and retry helper. The lockstep protocol depends on `Transport` only.
 */
export {
  type Listener,
  type Transport,
  type TransportCloseEvent,
  type TransportErrorEvent,
  type TransportErrorType,
  type TransportEvents,
  type TransportState,
  type Unsubscribe,
  TRANSPORT_ERROR_TYPES,
  TransportError,
  isFatal,
  whenOpen,
} from './transport.js';
export { DEFAULT_MAX_MESSAGE_BYTES } from './encode.js';
export { type MemoryPairOptions, type MemoryTransport, memoryPair } from './memory-transport.js';
export {
  type ConfigIssue,
  type ConfigResult,
  type LoadOptions,
  type SignallingConfig,
  CONFIG_FILE_NAME,
  DEFAULT_SIGNALLING,
  LOCAL_SIGNALLING,
  PEERJS_CLOUD,
  configFromUrl,
  formatIssues,
  loadSignallingConfig,
  parseConfigFile,
} from './signalling-config.js';
export { type RoomOptions, type RoomTransport, type RoomTransportEvents, hostRoom, joinRoom } from './peerjs-transport.js';
export { type Phase, ROOM_PREFIX, isRoomId, newRoomId, peerErrorToTransport } from './rooms.js';
export { type BackoffOptions, type RetryInfo, backoffDelay, withBackoff } from './retry.js';
