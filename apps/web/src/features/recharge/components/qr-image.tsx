import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/**
 * The order's qrCode is either an image the server made (data:/http URL) or the text to encode
 * (a payment link or a wallet address); the latter is drawn here as an SVG QR code.
 */
export function QrImage({ value, alt }: { value: string; alt: string }) {
  const src = useMemo(() => {
    const text = value.trim();
    if (text === '') return '';
    if (/^(data:image\/|https?:\/\/.+\.(png|jpe?g|gif|webp|svg)(\?|$))/i.test(text)) return text;
    const qr = qrcode(0, 'M');
    qr.addData(text);
    qr.make();
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.createSvgTag({ cellSize: 4, margin: 2 }))}`;
  }, [value]);
  if (src === '') return null;
  return <img className="ql-recharge__qr" src={src} alt={alt} width={160} height={160} />;
}
