import type { Kefu } from '@qilin/contract/customer-service-client';
import { useState } from 'react';

/** The contact's picture, or the first character of its nickname when it has none (or it fails). */
export function KefuAvatar({ kefu }: { kefu: Kefu }) {
  const [failed, setFailed] = useState(false);
  if (kefu.avatar !== '' && !failed) {
    return (
      <img
        className="ql-cs__avatar"
        src={kefu.avatar}
        alt=""
        loading="lazy"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className="ql-cs__avatar ql-cs__avatar--letter" data-type={kefu.type} aria-hidden="true">
      {Array.from(kefu.nickname)[0] ?? ''}
    </span>
  );
}
