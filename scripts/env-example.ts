/** `npm run env:example`: writes .env.example from the settings' catalogue (src/config/env.ts). */
import { writeFileSync } from 'node:fs';
import { envExample } from '~/config/env';

writeFileSync('.env.example', envExample());
console.log('.env.example written from src/config/env.ts');
