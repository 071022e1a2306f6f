/** Where the fingerprints of the transcripts the clips were rendered from are kept, from the repository root. */
export const transcriptManifest: string;
/** A short fingerprint of a transcript, as written in the dictionary (placeholders included). */
export function transcriptFingerprint(template: string): string;
