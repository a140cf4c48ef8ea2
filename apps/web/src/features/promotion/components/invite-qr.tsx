import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** The invite link as an SVG QR code (qrcode-generator, already the app's QR library). */
export function InviteQr({ value, alt }: { value: string; alt: string }) {
  const src = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(value);
    qr.make();
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.createSvgTag({ cellSize: 4, margin: 2 }))}`;
  }, [value]);
  return (
    <img className="ql-promo__qr" src={src} alt={alt} width={176} height={176} data-testid="invite-qr" />
  );
}
