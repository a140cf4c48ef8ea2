import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { clampPosition, dockPosition, isDrag, placeOnScreen, type Viewport } from '../model/position';
import { BALL_SHORTCUTS } from '../model/shortcuts';
import { useFloatBallStore } from '../store';
import './float-ball.css';

const viewport = (): Viewport => ({ width: window.innerWidth, height: window.innerHeight });

/**
 * The floating shortcut ball: drag it anywhere, it docks to the nearer edge and remembers the place;
 * a tap opens the chosen shortcuts. Rendered only while turned on (设置 → 悬浮球).
 */
export function FloatBall() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { shortcuts, position, viewWidth, setPosition } = useFloatBallStore();
  const [place, setPlace] = useState(() => placeOnScreen(position, viewport(), viewWidth));
  const [open, setOpen] = useState(false);
  const drag = useRef<{
    startX: number;
    startY: number;
    fromX: number;
    fromY: number;
    moved: boolean;
  } | null>(null);

  const justDragged = useRef(false);

  useEffect(() => {
    const handleResize = () => setPlace((p) => dockPosition(p, viewport()));
    window.addEventListener('resize', handleResize);
    return () => window.removeEventListener('resize', handleResize);
  }, []);

  function handleDown(event: PointerEvent<HTMLButtonElement>): void {
    justDragged.current = false;
    drag.current = {
      startX: event.clientX,
      startY: event.clientY,
      fromX: place.x,
      fromY: place.y,
      moved: false,
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }

  function handleMove(event: PointerEvent<HTMLButtonElement>): void {
    const d = drag.current;
    if (!d) return;
    const dx = event.clientX - d.startX;
    const dy = event.clientY - d.startY;
    if (!d.moved && !isDrag(dx, dy)) return;
    d.moved = true;
    setOpen(false);
    setPlace(clampPosition({ x: d.fromX + dx, y: d.fromY + dy }, viewport()));
  }

  function handleUp(event: PointerEvent<HTMLButtonElement>): void {
    const d = drag.current;
    drag.current = null;
    if (!d?.moved) return;
    justDragged.current = true;
    const view = viewport();
    const docked = dockPosition(
      { x: d.fromX + event.clientX - d.startX, y: d.fromY + event.clientY - d.startY },
      view,
    );
    setPlace(docked);
    setPosition(docked, view.width);
  }

  function handleClick(): void {
    // A drag ends with a click on the same button; only a press that did not move opens the menu.
    if (justDragged.current) {
      justDragged.current = false;
      return;
    }
    setOpen((o) => !o);
  }

  const onRight = place.x > window.innerWidth / 2;
  return (
    <div className="ql-ball" style={{ left: place.x, top: place.y }} data-testid="float-ball">
      <button
        type="button"
        className="ql-ball__button"
        aria-expanded={open}
        aria-label={open ? t('me.floatBall.close') : t('me.floatBall.open')}
        onPointerDown={handleDown}
        onPointerMove={handleMove}
        onPointerUp={handleUp}
        onPointerCancel={() => {
          drag.current = null;
        }}
        onClick={handleClick}
      >
        <span aria-hidden="true" className="ql-ball__dot" />
      </button>
      {open ? (
        <nav
          className={onRight ? 'ql-ball__menu ql-ball__menu--left' : 'ql-ball__menu'}
          aria-label={t('me.floatBall.title')}
        >
          {shortcuts.map((key) => (
            <button
              key={key}
              type="button"
              className="ql-ball__item"
              onClick={() => {
                setOpen(false);
                navigate(BALL_SHORTCUTS[key].to);
              }}
            >
              {t(BALL_SHORTCUTS[key].label)}
            </button>
          ))}
        </nav>
      ) : null}
    </div>
  );
}
