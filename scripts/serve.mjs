// `npm run preview`: serves the production build (dist/) the way a static host does.
import { fileURLToPath } from 'node:url';
import { createStaticServer } from './static-server.mjs';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const portFlag = process.argv.indexOf('--port');
const port = Number(portFlag > -1 ? process.argv[portFlag + 1] : process.env.PORT || 4173);
const host = process.env.HOST || 'localhost';

createStaticServer({ dist }).listen(port, host, () => {
  console.log(`Serving dist/ at http://localhost:${port}`);
});
