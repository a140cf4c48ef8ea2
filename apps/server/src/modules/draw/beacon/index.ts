export { type BeaconConfig, beaconFromConfig } from './beacon-from-config';
export type { BeaconRound, BeaconSource } from './beacon-source';
export {
  DrandHttpBeacon,
  type DrandHttpBeaconOptions,
  type DrandRelayFailure,
  type DrandRelayFailureReason,
} from './drand-http';
export { LocalBeacon, type LocalBeaconOptions, newLocalBeaconKey } from './local-beacon';
