// espeak-ng's Taiwan Mandarin voice reads pinyin with tone numbers (`cmn-latn-pinyin`), not
// characters. Each entry keeps the exact zh-TW transcript it was written for: when a transcript
// changes, the asset script stops until its pinyin here is updated. Readings follow Taiwan
// usage (血壓 xie3 ya1, 訊息 xun4 xi2); the brand is spoken "hei1 ze2 er3", as its
// zh-TW reading 黑澤爾 (VITE_BRAND_READING_ZH_TW) writes it: the hero transcript's `{wakeWord}`
// (the brand followed by （黑澤爾）) is spoken once, as the reading alone.
export const zhTwPinyin = {
  hero: {
    text: '您好，我是 {wakeWord}，很高興認識您。我可以陪您聊天、提醒您生活中的小事，也讓您和家人更親近。想聊天的時候，隨時叫我的名字就好。',
    pinyin:
      'nin2 hao3, wo3 shi4 hei1 ze2 er3, hen3 gao1 xing4 ren4 shi4 nin2. wo3 ke3 yi3 pei2 nin2 liao2 tian1, ti2 xing3 nin2 sheng1 huo2 zhong1 de5 xiao3 shi4, ye3 rang4 nin2 he2 jia1 ren2 geng4 qin1 jin4. xiang3 liao2 tian1 de5 shi2 hou4, sui2 shi2 jiao4 wo3 de5 ming2 zi4 jiu4 hao3.',
  },
  voice: {
    text: '早安！昨晚睡得好嗎？今天天氣晴朗，很舒服。您想聽聽新聞，還是我們來聊聊您種的花草？',
    pinyin:
      'zao3 an1! zuo2 wan3 shui4 de5 hao3 ma5? jin1 tian1 tian1 qi4 qing2 lang3, hen3 shu1 fu2. nin2 xiang3 ting1 ting1 xin1 wen2, hai2 shi4 wo3 men5 lai2 liao2 liao2 nin2 zhong4 de5 hua1 cao3?',
  },
  family: {
    text: '您的女兒美玲傳了訊息來。她說今晚六點會打電話給您，孫子們也要我跟您說，他們好想您、好愛您。',
    pinyin:
      'nin2 de5 nv3 er2 mei3 ling2 chuan2 le5 xun4 xi2 lai2. ta1 shuo1 jin1 wan3 liu4 dian3 hui4 da3 dian4 hua4 gei3 nin2, sun1 zi5 men5 ye3 yao4 wo3 gen1 nin2 shuo1, ta1 men5 hao3 xiang3 nin2, hao3 ai4 nin2.',
  },
  health: {
    text: '現在九點了。該吃早上的血壓藥囉，請配一整杯水。中午要不要我再提醒您一次？',
    pinyin:
      'xian4 zai4 jiu3 dian3 le5. gai1 chi1 zao3 shang4 de5 xie3 ya1 yao4 luo5, qing3 pei4 yi4 zheng3 bei1 shui3. zhong1 wu3 yao4 bu2 yao4 wo3 zai4 ti2 xing3 nin2 yi2 ci4?',
  },
  affirmation: {
    text: '您有一顆善良的心，身邊的人能認識您，真是幸運。深呼吸一下。今天是美好的一天。',
    pinyin:
      'nin2 you3 yi4 ke1 shan4 liang2 de5 xin1, shen1 bian1 de5 ren2 neng2 ren4 shi4 nin2, zhen1 shi4 xing4 yun4. shen1 hu1 xi1 yi2 xia4. jin1 tian1 shi4 mei3 hao3 de5 yi4 tian1.',
  },
};
