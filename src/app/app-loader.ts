import { escapeHtml } from '@/lib/html';

/**
 * The one inline script at the end of every prerendered page. The page is complete without
 * JavaScript, so the app's scripts start loading only after the first paint: they never take
 * bandwidth or main-thread time from the text and hero image the visitor is waiting for.
 * Until the app has hydrated (`<html data-hydrated>`), a press on a button, which needs the app,
 * is held and replayed once it can act, so a quick tap on a slow phone is not lost; links work
 * as they are. The prerender writes the entry and its preloads into the tag's data attributes,
 * so this text is the same on every page (one hash for the Content Security Policy).
 */
export const appLoaderScript = [
  '(function(d){',
  'var t=d.currentScript;',
  'function add(tag,attrs){var e=d.createElement(tag);for(var k in attrs)e[k]=attrs[k];e.crossOrigin="";e.fetchPriority="low";d.head.appendChild(e)}',
  'function start(){',
  't.dataset.preload.split(" ").forEach(function(h){if(h)add("link",{rel:"modulepreload",href:h})});',
  'add("script",{type:"module",src:t.dataset.entry})}',
  // Once the first contentful paint is on screen (a hidden tab paints, and starts, when shown);
  // where paint timing is missing, after the next frame.
  'try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;',
  'new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();start()}}).observe({type:"paint",buffered:true})',
  '}catch(e){requestAnimationFrame(function(){setTimeout(start,0)})}',
  // The last button pressed before hydration, pressed again after it.
  'var root=d.documentElement,held=null;',
  'function hold(e){var b=e.target&&e.target.closest&&e.target.closest("button");if(!b||root.hasAttribute("data-hydrated"))return;e.preventDefault();e.stopPropagation();held=b}',
  'd.addEventListener("click",hold,true);',
  'new MutationObserver(function(r,o){if(!root.hasAttribute("data-hydrated"))return;o.disconnect();d.removeEventListener("click",hold,true);if(held&&held.isConnected)held.click()}).observe(root,{attributes:true,attributeFilter:["data-hydrated"]})',
  '})(document)',
].join('');

/** The loader tag for a page: its entry script and the modules to preload alongside it. */
export function appLoaderTag(entry: string, preloads: readonly string[]): string {
  return `<script data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preloads.join(' '))}">${appLoaderScript}</script>`;
}
