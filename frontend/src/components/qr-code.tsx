import QRCode from "qrcode";
import { useEffect, useState } from "react";

/**
 * A QR code of `text`, drawn in the browser (the `qrcode` library, as SVG) so a phone wallet can
 * scan the address instead of retyping it. `label` is its accessible name.
 */
export function QrCode({ text, label, size = 168 }: { text: string; label: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(text, { type: "svg", margin: 1, errorCorrectionLevel: "M" })
      .then((svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [text]);
  if (!src) return <div className="qr-code" style={{ width: size, height: size }} aria-hidden="true" />;
  return <img className="qr-code" src={src} alt={label} width={size} height={size} />;
}
