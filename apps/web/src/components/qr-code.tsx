import { create } from 'qrcode';

/** Light modules around the code, as the QR standard asks, so phones find its edges. */
const QUIET_ZONE = 4;

/**
 * A text (an address, an `otpauth:` URI) as a QR code drawn in the page, nothing sent anywhere:
 * one SVG path of the dark modules, with an accessible name. Load it lazily where it is shown.
 */
export function QrCode({ value, label, testId }: { value: string; label: string; testId?: string }) {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  const side = modules.size + 2 * QUIET_ZONE;
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) path += `M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      width={200}
      height={200}
      shapeRendering="crispEdges"
      data-testid={testId}
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
