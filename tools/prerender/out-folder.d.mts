export const outMarker: string;
export const outMarkerText: string;
export function outFolderProblem(out: string, root: string): string | null;
export function markOutFolder(out: string): Promise<void>;
