// Spec §9 accepted payment icons, shown where payment is taken (inline SVG from src/domain).
import { ICON_HEIGHT, ICON_WIDTH, PAYMENT_ICONS, type IconShape } from '../../domain/payment-icons.ts';

function Shape({ shape }: { shape: IconShape }) {
  switch (shape.tag) {
    case 'rect':
      return <rect x={shape.x} y={shape.y} width={shape.width} height={shape.height} rx={shape.rx ?? 0} fill={shape.fill} stroke={shape.stroke} />;
    case 'circle':
      return <circle cx={shape.cx} cy={shape.cy} r={shape.r} fill={shape.fill} />;
    case 'path':
      return <path d={shape.d} fill={shape.fill} />;
    case 'text':
      return (
        <text
          x={shape.x}
          y={shape.y}
          fontSize={shape.size}
          fontWeight={shape.weight}
          fontFamily="Arial, Helvetica, sans-serif"
          fontStyle={shape.italic ? 'italic' : undefined}
          textAnchor={shape.anchor === 'middle' ? 'middle' : undefined}
          fill={shape.fill}
        >
          {shape.text}
        </text>
      );
  }
}

export function PaymentIcons() {
  return (
    <ul className="payment-icons" aria-label="We accept">
      {PAYMENT_ICONS.map((icon) => (
        <li key={icon.id}>
          <svg role="img" aria-label={icon.label} viewBox={`0 0 ${ICON_WIDTH} ${ICON_HEIGHT}`} width={ICON_WIDTH} height={ICON_HEIGHT}>
            {icon.shapes.map((shape, i) => (
              <Shape key={i} shape={shape} />
            ))}
          </svg>
        </li>
      ))}
    </ul>
  );
}
