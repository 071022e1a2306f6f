// What the voice clips were rendered from: a fingerprint of each transcript, written to
// tools/media/rendered-transcripts.json when `npm run assets -- --only voice` renders them. A
// transcript changed afterwards no longer matches, and tests/unit/transcripts.test.ts fails: the
// clip must keep saying what its transcript says.
import { createHash } from 'node:crypto';

export const transcriptManifest = 'tools/media/rendered-transcripts.json';

/** A short fingerprint of a transcript, as written in the dictionary (placeholders included). */
export function transcriptFingerprint(template) {
  return createHash('sha256').update(template).digest('hex').slice(0, 16);
}
