/** Where the generated types of the copy are written. */
export const messageTypesFile: string;
/** The generated module's text, for the English messages given. */
export function messageTypesSource(messages: Record<string, string>): string;
