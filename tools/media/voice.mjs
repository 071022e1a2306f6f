// Synthesises the five voice samples in the five languages, offline, with Debian's speech
// engines: Pico (en-US, it-IT), Open JTalk with the nitech voice (Japanese), espeak-ng (Korean,
// and Taiwan Mandarin from pinyin). Each clip is trimmed, normalised to -16 LUFS and encoded as
// Opus in WebM (~32 kbps) and AAC in .m4a (~48 kbps). A recorded voice later replaces the files
// one for one (see docs/media.md, "Voice samples").
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDictionaries, importProjectModule, plainText, publicDir, root } from './project.mjs';
import { transcriptFingerprint, transcriptManifest } from './transcript-fingerprint.mjs';
import { zhTwPinyin } from './voice-zh-tw-pinyin.mjs';

const openJtalkDictionary = '/var/lib/mecab/dic/open-jtalk/naist-jdic';
const nitechVoice = '/usr/share/hts-voice/nitech-jp-atr503-m001/nitech_jp_atr503_m001.htsvoice';

/** The engine for each language: writes a WAV of `text` to `wav`. */
const engines = {
  en: (text, wav) => run('pico2wave', ['-l', 'en-US', '-w', wav, asciiPunctuation(text)]),
  it: (text, wav) => run('pico2wave', ['-l', 'it-IT', '-w', wav, asciiPunctuation(text)]),
  ja: async (text, wav, workDir) => {
    const input = join(workDir, 'ja.txt');
    await writeFile(input, text);
    run('open_jtalk', ['-x', openJtalkDictionary, '-m', nitechVoice, '-r', '0.95', '-ow', wav, input]);
  },
  ko: (text, wav) => run('espeak-ng', ['-v', 'ko+f3', '-s', '155', '-w', wav, text]),
  'zh-TW': (_text, wav, _workDir, clip, template) => {
    const entry = zhTwPinyin[clip];
    if (!entry || entry.text !== template) {
      throw new Error(
        `The zh-TW transcript of "${clip}" changed; update its pinyin in tools/media/voice-zh-tw-pinyin.mjs.`,
      );
    }
    run('espeak-ng', ['-v', 'cmn-latn-pinyin+f3', '-s', '155', '-w', wav, entry.pinyin]);
  },
};

export const voicePackages = [
  'libttspico-utils',
  'open-jtalk',
  'open-jtalk-mecab-naist-jdic',
  'hts-voice-nitech-jp-atr503-m001',
  'espeak-ng',
  'ffmpeg',
];

function run(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.error?.message}`);
  return result.stderr;
}

/** Pico reads typographic quotes aloud or stumbles on them. */
function asciiPunctuation(text) {
  return text.replace(/[’‘]/g, "'").replace(/[“”]/g, '"');
}

const trimSilence =
  'silenceremove=start_periods=1:start_threshold=-50dB:start_silence=0.08,' +
  'areverse,silenceremove=start_periods=1:start_threshold=-50dB:start_silence=0.15,areverse';
const loudness = 'I=-16:TP=-1.5:LRA=11';
const bitexact = ['-fflags', '+bitexact', '-flags:a', '+bitexact', '-map_metadata', '-1'];

/** Two-pass EBU R128 normalisation to -16 LUFS, then both encodings. */
function encode(wav, outStem) {
  const measure = run('ffmpeg', [
    '-hide_banner',
    '-nostats',
    '-i',
    wav,
    '-af',
    `${trimSilence},loudnorm=${loudness}:print_format=json`,
    '-f',
    'null',
    '-',
  ]);
  const stats = JSON.parse(measure.slice(measure.lastIndexOf('{'), measure.lastIndexOf('}') + 1));
  const normalise =
    `${trimSilence},loudnorm=${loudness}:measured_I=${stats.input_i}:measured_TP=${stats.input_tp}` +
    `:measured_LRA=${stats.input_lra}:measured_thresh=${stats.input_thresh}:offset=${stats.target_offset}:linear=true,` +
    'adelay=120:all=1,apad=pad_dur=0.25';
  const common = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    wav,
    '-af',
    normalise,
    '-ac',
    '1',
    '-ar',
    '48000',
    ...bitexact,
  ];
  run('ffmpeg', [...common, '-c:a', 'libopus', '-b:a', '32k', '-vbr', 'on', '-application', 'voip', `${outStem}.webm`]);
  run('ffmpeg', [...common, '-c:a', 'aac', '-b:a', '48k', '-movflags', '+faststart', `${outStem}.m4a`]);
}

export function missingVoiceTools() {
  const tools = { pico2wave: 'libttspico-utils', open_jtalk: 'open-jtalk', 'espeak-ng': 'espeak-ng', ffmpeg: 'ffmpeg' };
  const missing = Object.entries(tools).filter(([tool]) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0);
  if (!existsSync(nitechVoice)) missing.push(['nitech voice', 'hts-voice-nitech-jp-atr503-m001']);
  if (!existsSync(openJtalkDictionary)) missing.push(['naist-jdic', 'open-jtalk-mecab-naist-jdic']);
  return missing.map(([, pkg]) => pkg);
}

export async function synthesiseVoice() {
  const { clipKeys, clipUrl } = await importProjectModule('src/content/media.ts');
  // The engines would spell the Latin letters out: they say the name as its reading is written.
  const { defaultBrandReadings } = await importProjectModule('tools/operator/operator-values.ts');
  const { defaultValue } = await importProjectModule('tools/operator/variables.ts');
  const dictionaries = await loadDictionaries();
  const workDir = await mkdtemp(join(tmpdir(), 'hazel-voice-'));
  const written = [];
  /** @type {Record<string, Record<string, string>>} */
  const fingerprints = {};
  try {
    for (const { language, dictionary } of Object.values(dictionaries)) {
      await mkdir(`${publicDir}audio/${language.segment}`, { recursive: true });
      for (const clip of clipKeys) {
        const template = dictionary.audio.transcripts[clip];
        (fingerprints[language.segment] ??= {})[clip] = transcriptFingerprint(template);
        const text = plainText(template, defaultBrandReadings[language.code] ?? defaultValue('VITE_BRAND'));
        const wav = join(workDir, `${language.segment}-${clip}.wav`);
        await engines[language.code](text, wav, workDir, clip, template);
        const outStem = `${publicDir}${clipUrl(language.segment, clip, 'x').slice(1, -2)}`;
        encode(wav, outStem);
        written.push(`${outStem}.webm`, `${outStem}.m4a`);
      }
    }
    await writeFile(`${root}${transcriptManifest}`, `${JSON.stringify(fingerprints, null, 2)}\n`);
    written.push(`${root}${transcriptManifest}`);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  return written;
}

export function installVoiceTools() {
  // Pico and the nitech voice live in Debian's contrib and non-free sections: a separate
  // sources list reaches them without editing the system's.
  const list = join(tmpdir(), 'hazel-voice-sources.list');
  execFileSync('sh', ['-c', `echo 'deb http://deb.debian.org/debian bookworm main contrib non-free' > ${list}`]);
  const apt = ['-o', `Dir::Etc::sourcelist=${list}`, '-o', 'Dir::Etc::sourceparts=-'];
  execFileSync('apt-get', [...apt, 'update'], { stdio: 'inherit' });
  execFileSync('apt-get', [...apt, 'install', '-y', '--no-install-recommends', ...voicePackages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
