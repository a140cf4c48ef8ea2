import { Image } from 'antd';
import { useEffect, useState } from 'react';
import { supportApi } from './support-api';

/** A chat picture loaded with the operator's credential, previewable. */
export function SupportImage({ url, width, height }: { url: string; width: number; height: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    let objectUrl: string | null = null;
    supportApi
      .image(url)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        if (live) setSrc(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  const scale = Math.min(1, 180 / Math.max(width || 1, height || 1));
  const box = { width: Math.round((width || 1) * scale), height: Math.round((height || 1) * scale) };
  return src ? (
    <Image src={src} alt="会员发送的图片" width={box.width} height={box.height} />
  ) : (
    <span style={{ display: 'inline-block', ...box, background: '#f0f0f0' }} />
  );
}
