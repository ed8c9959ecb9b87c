import type { ScoreBand } from '@teamcast/domain';
import classes from './shared-result.module.css';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The score as a ring filled to it, around the number; the number is the text, the ring only its picture. */
export function ScoreRing({ score, band, outOf }: { score: number; band: ScoreBand; outOf: string }) {
  const shown = Math.round(Math.min(100, Math.max(0, score)));
  return (
    <div className={classes.ring} data-band={band}>
      <svg viewBox="0 0 120 120" className={classes.ringArt} aria-hidden="true">
        <circle cx="60" cy="60" r={RADIUS} className={classes.ringTrack} />
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          className={classes.ringFill}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - shown / 100)}
          transform="rotate(-90 60 60)"
        />
      </svg>
      <p className={classes.ringText}>
        <span className={classes.ringScore} data-testid="shared-score">
          {shown}
        </span>
        <span className={classes.ringOutOf}>{outOf}</span>
      </p>
    </div>
  );
}
