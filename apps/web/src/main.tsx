import './styles.css';

// The entry is only this file, so that a prerendered page's first paint never waits for the
// framework: the browser paints the markup with its stylesheet, while the code that makes the
// page interactive (React, the router, the page) loads beside it and then hydrates.
void import('./app/start-app').then(({ startApp }) => startApp(document.getElementById('root')!));
