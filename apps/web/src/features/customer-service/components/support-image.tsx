import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { supportImageUrl } from '../api/support-chat-api';
import { fitWithin } from '../model/support-thread';

/** A chat picture: its box is reserved at its own ratio, so the thread does not jump when it loads. */
export function SupportImage({ url, width, height }: { url: string; width: number; height: number }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    supportImageUrl(url)
      .then((u) => {
        objectUrl = u;
        if (live) setSrc(u);
        else URL.revokeObjectURL(u);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  const box = fitWithin(width || 1, height || 1, 200);
  return (
    <span className="ql-support__image" style={{ aspectRatio: `${box.width} / ${box.height}` }}>
      {src ? <img src={src} alt={t('service.chat.image')} /> : null}
    </span>
  );
}
