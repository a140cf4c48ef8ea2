export { type BeaconConfig, beaconFromConfig } from './beacon.config';
export type { BeaconRound, BeaconSource } from './beacon.types';
export {
  DrandHttpBeacon,
  type DrandHttpBeaconOptions,
  type DrandRelayFailure,
  type DrandRelayFailureReason,
} from './drand-http.adapter';
export { LocalBeacon, type LocalBeaconOptions, newLocalBeaconKey } from './local-beacon.adapter';
