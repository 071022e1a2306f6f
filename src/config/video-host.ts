/** The only host video frames may come from (also the policy's `frame-src`). */
export const videoEmbedOrigin = 'https://www.youtube-nocookie.com';

/** Where a video can be watched when its frame cannot load (a network that blocks the host). */
export const videoWatchOrigin = 'https://www.youtube.com';
