import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dictionary } from '@zxcvbn-ts/language-common';

// Regenerates common-passwords.txt: the 10,000 highest-ranked entries of the zxcvbn-ts common
// password list (a dev dependency). Run with `npx tsx src/modules/auth/common-passwords/generate.ts`
// from apps/server. The list is committed so the server needs no dictionary package at run time.

const COUNT = 10_000;

const passwords = dictionary['passwords-common'].slice(0, COUNT);
if (passwords.length !== COUNT) throw new Error(`expected ${COUNT} passwords`);
const file = path.join(import.meta.dirname, 'common-passwords.txt');
await writeFile(file, passwords.join('\n') + '\n');
console.warn(`wrote ${passwords.length} passwords to ${file}`);
