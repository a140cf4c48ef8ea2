import type { TestApp } from './build-test-app';

/** A fresh picture captcha answered as the member would: the test app sees each code it draws. */
export async function solvedCaptcha(t: TestApp): Promise<{ code_id: string; code: string }> {
  const res = await t.call('/api/auth/img_code?type=phone_code');
  const id = String((res.body as { result: { id: string } }).result.id);
  const code = t.captchaCodes.get(id);
  if (!code) throw new Error('captcha code not observed');
  return { code_id: id, code };
}
