import { CustomerServiceScene, type CustomerServiceSceneId } from '@qilin/contract/customer-service-client';

/** Spec §6: the customer-service list is requested with scene 2 when logged in and scene 1 otherwise. */
export function sceneFor(isLogin: boolean): CustomerServiceSceneId {
  return isLogin ? CustomerServiceScene.member : CustomerServiceScene.guest;
}
