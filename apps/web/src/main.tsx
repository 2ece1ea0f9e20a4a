import './styles.css';
import { afterFirstPaint } from './lib/after-first-paint';

// The entry is only this file, so that a server-rendered page's first paint never waits for the
// framework: the browser paints the markup with its stylesheet and fonts, and only then fetches
// the code that makes the page interactive (React, the router, the page), which hydrates it. On a
// slow connection the code would otherwise share the bandwidth with what the first paint needs.
afterFirstPaint(() => {
  void import('./app/start-app').then(({ startApp }) => startApp(document.getElementById('root')!));
});
