import { site } from '@/config/site';
import { videoEmbedOrigin, videoWatchOrigin } from '@/config/video-host';
import type { VideoKey } from '@/content/media';

/** The video's own page at the host: where a video link goes without scripts, or when the frame is blocked. */
export function videoWatchUrl(video: VideoKey): string {
  return `${videoWatchOrigin}/watch?${new URLSearchParams({ v: site.videos[video] }).toString()}`;
}

/** The embedded player, in the page's language, with captions on where the video has them. */
export function videoEmbedUrl(video: VideoKey, language: string): string {
  const params = new URLSearchParams({ autoplay: '1', rel: '0', cc_load_policy: '1', hl: language });
  return `${videoEmbedOrigin}/embed/${encodeURIComponent(site.videos[video])}?${params.toString()}`;
}
