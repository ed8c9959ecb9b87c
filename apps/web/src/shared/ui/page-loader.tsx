import classes from './page-loader.module.css';

/** What shows while the first part of the app arrives; no words, so it needs no translations yet. */
export function PageLoader() {
  return (
    <div className={classes.root} role="status" aria-busy="true">
      <span className={classes.spinner} />
    </div>
  );
}

/** A thin bar at the top of the window while the next page loads. */
export function NavigationBar({ active }: { active: boolean }) {
  return <div className={classes.bar} data-active={active} aria-hidden="true" />;
}
