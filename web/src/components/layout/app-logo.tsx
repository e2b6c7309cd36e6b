import { Link } from '@tanstack/react-router';
import { IconCompass } from '@tabler/icons-react';
import classes from './layout.module.css';

export function AppLogo() {
  return (
    <Link to="/" className={classes.logo} aria-label="Wayfarer home">
      <IconCompass className={classes.logoMark} size={28} stroke={1.8} aria-hidden />
      <span className={classes.logoText}>Wayfarer</span>
    </Link>
  );
}
