// docs/product-spec.md §9 "Confetti": when the transaction status modal turns confirmed. Loaded with import() at that
// moment, so none of it is in the page-load JavaScript. A small canvas renderer, no dependency.

/** The whole sequence: 200 particles in five bursts. */
export const CONFETTI_PARTICLES = 200;
export const CONFETTI_Z_INDEX = 100000;
export const CONFETTI_ORIGIN_Y = 0.6;
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export interface Burst {
  particleCount: number;
  /** Degrees around straight up. */
  spread: number;
  startVelocity: number;
  /** Velocity kept per frame. */
  decay: number;
  /** Particle size factor. */
  scalar: number;
}

const DEFAULTS = { spread: 45, startVelocity: 45, decay: 0.9, scalar: 1 };

/** The ratios of the 200 particles and each burst's shape. */
const BURSTS: readonly (Partial<Omit<Burst, 'particleCount'>> & { ratio: number })[] = [
  { ratio: 0.25, spread: 26, startVelocity: 55 },
  { ratio: 0.2, spread: 60 },
  { ratio: 0.35, spread: 100, decay: 0.91, scalar: 0.8 },
  { ratio: 0.1, spread: 120, startVelocity: 25, decay: 0.92, scalar: 1.2 },
  { ratio: 0.1, spread: 120, startVelocity: 45 },
];

/** The bursts to fire: none when the user prefers reduced motion. */
export function confettiPlan(reducedMotion: boolean): Burst[] {
  if (reducedMotion) return [];
  return BURSTS.map(({ ratio, ...shape }) => ({
    ...DEFAULTS,
    ...shape,
    particleCount: Math.round(CONFETTI_PARTICLES * ratio),
  }));
}

const COLORS = ['#26ccff', '#a25afd', '#ff5e7e', '#88ff5a', '#fcff42', '#ffa62d', '#ff36ff'];
const GRAVITY = 0.6;
const TICKS = 200;

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  decay: number;
  size: number;
  color: string;
  tilt: number;
  spin: number;
  tick: number;
}

function particlesOf(burst: Burst, width: number, height: number): Particle[] {
  return Array.from({ length: burst.particleCount }, () => {
    const angle = ((90 + (Math.random() - 0.5) * burst.spread) * Math.PI) / 180;
    const velocity = burst.startVelocity * (0.5 + Math.random() * 0.5);
    return {
      x: width / 2,
      y: height * CONFETTI_ORIGIN_Y,
      vx: Math.cos(angle) * velocity,
      vy: -Math.sin(angle) * velocity,
      decay: burst.decay,
      size: 8 * burst.scalar,
      color: COLORS[Math.floor(Math.random() * COLORS.length)]!,
      tilt: Math.random() * Math.PI,
      spin: (Math.random() - 0.5) * 0.4,
      tick: 0,
    };
  });
}

/** Fires the sequence on a full-window canvas above everything; does nothing for reduced motion. */
export function fireConfetti(): void {
  if (typeof window.matchMedia !== 'function') return; // not a real browser (jsdom)
  const plan = confettiPlan(window.matchMedia(REDUCED_MOTION_QUERY).matches);
  if (plan.length === 0) return;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return;
  canvas.width = window.innerWidth;
  canvas.height = window.innerHeight;
  Object.assign(canvas.style, {
    position: 'fixed',
    inset: '0',
    width: '100%',
    height: '100%',
    pointerEvents: 'none',
    zIndex: String(CONFETTI_Z_INDEX),
  });
  canvas.setAttribute('aria-hidden', 'true');
  document.body.appendChild(canvas);

  let particles = plan.flatMap((burst) => particlesOf(burst, canvas.width, canvas.height));
  const frame = () => {
    context.clearRect(0, 0, canvas.width, canvas.height);
    particles = particles.filter((particle) => particle.tick < TICKS && particle.y < canvas.height + 20);
    for (const particle of particles) {
      particle.tick += 1;
      particle.vx *= particle.decay;
      particle.vy = particle.vy * particle.decay + GRAVITY;
      particle.x += particle.vx;
      particle.y += particle.vy;
      particle.tilt += particle.spin;
      context.globalAlpha = 1 - particle.tick / TICKS;
      context.fillStyle = particle.color;
      context.fillRect(
        particle.x,
        particle.y,
        particle.size,
        particle.size * Math.abs(Math.cos(particle.tilt)),
      );
    }
    if (particles.length > 0) requestAnimationFrame(frame);
    else canvas.remove();
  };
  requestAnimationFrame(frame);
}
