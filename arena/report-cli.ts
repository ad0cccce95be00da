/**
 * npm run arena:report -- records.jsonl [more.jsonl …]
 *
 * Reads the match records an arena run wrote (one JSON record a line; several files are read as one set, all of
 * one game) and prints the report of arena/report.ts: the run's tables again, then the game's own.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { type MatchRecord } from '../games/match-record';
import { loadRecord } from '../games/record-play';
import { formatReport, report } from './report';

const files = process.argv.slice(2).filter((arg) => arg !== '--');
if (files.length === 0) {
  console.error('usage: npm run arena:report -- records.jsonl [more.jsonl …]');
  process.exit(2);
}

const records: MatchRecord[] = [];
for (const file of files) {
  let line = 0;
  for await (const text of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    line++;
    if (text.trim() === '') continue;
    // the replay below checks every move; here only the record's shape
    const loaded = loadRecord(text, { check: false });
    if (!loaded.ok) {
      console.error(`${file}:${line}: not a match record (${loaded.problem}: ${loaded.detail})`);
      process.exit(2);
    }
    records.push(loaded.value);
  }
}
try {
  console.log(formatReport(report(records)));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
