import { Button, Image } from 'antd';
import { useEffect, useState } from 'react';
import { cashierApi } from './cashier-api';

/** Loads the deposit's receipt with the credential header, then previews it (no plain <img src>). */
export function EvidenceButton({ orderId }: { orderId: number }) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  const open = async () => {
    setBusy(true);
    try {
      setUrl(URL.createObjectURL(await cashierApi.evidence(orderId)));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  if (error) return <span role="alert">{error}</span>;
  return (
    <>
      <Button size="small" loading={busy} onClick={open}>
        查看凭证
      </Button>
      {url && (
        <Image
          src={url}
          alt={`订单 ${orderId} 的转账凭证`}
          style={{ display: 'none' }}
          preview={{ open: true, onOpenChange: (open) => !open && setUrl(null) }}
        />
      )}
    </>
  );
}
