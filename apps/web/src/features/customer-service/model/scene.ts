import { CustomerServiceScene, type CustomerServiceSceneId } from '@qilin/contract/customer-service-client';

/**
 * Spec §6: the customer-service list is requested with scene 2 when logged in and scene 1 otherwise; a
 * 试玩 trial is no member (`isLogin` is the member's: the caller passes false in a trial).
 */
export function sceneFor(isLogin: boolean): CustomerServiceSceneId {
  return isLogin ? CustomerServiceScene.member : CustomerServiceScene.guest;
}
