import { describe, expect, it } from 'vitest';
import { parseSupporters, parseTestimonials } from '@shared/people';

describe('the people the site names', () => {
  it('shows a supporter only as a real person who agreed, or as a labelled sample', () => {
    expect(
      parseSupporters({
        pilotBackers: 2,
        supporters: [
          { name: 'Eleanor W.', title: { en: 'Retired nurse', ja: '元看護師' }, realPersonConsented: true },
          { name: 'Sample Person', sample: true },
        ],
      }).supporters,
    ).toHaveLength(2);
    expect(() => parseSupporters({ pilotBackers: 0, supporters: [{ name: 'Eleanor W.' }] })).toThrow(
      /supporters\.json/,
    );
    expect(() =>
      parseSupporters({ pilotBackers: 0, supporters: [{ name: 'Eleanor W.', realPersonConsented: false }] }),
    ).toThrow();
    expect(() => parseSupporters({ pilotBackers: -1, supporters: [] })).toThrow();
    expect(() =>
      parseSupporters({ pilotBackers: 0, supporters: [{ name: 'X', title: { fr: 'Infirmière' }, sample: true }] }),
    ).toThrow();
  });

  it('takes a testimonial only from a real person who agreed to be named, with a photo of the site’s own', () => {
    const june = {
      name: 'June K.',
      quote: { en: 'Mom liked the morning chats.' },
      connection: ['pilot'],
      realPersonConsented: true,
    };
    expect(parseTestimonials([june])).toHaveLength(1);
    // Every testimonial says what ties the person to the company, if anything.
    expect(() => parseTestimonials([{ ...june, connection: undefined }])).toThrow(/connection/);
    expect(() => parseTestimonials([{ ...june, connection: ['friend'] }])).toThrow(/connection/);
    expect(parseTestimonials([{ ...june, connection: [] }])).toHaveLength(1);
    expect(() => parseTestimonials([{ ...june, realPersonConsented: undefined }])).toThrow(/testimonials/);
    expect(() => parseTestimonials([{ ...june, sample: true, realPersonConsented: undefined }])).toThrow();
    expect(() => parseTestimonials([{ ...june, photo: 'https://example.org/a.jpg' }])).toThrow();
    expect(parseTestimonials([{ ...june, photo: '/images/people/june.jpg' }])).toHaveLength(1);
    // Words in more than one language say which they were said in: the others are translations (review turn 5, #16).
    const translated = {
      ...june,
      quote: { en: 'Mom liked the morning chats.', ja: '母は朝のおしゃべりを楽しみにしていました。' },
    };
    expect(() => parseTestimonials([translated])).toThrow(/saidIn/);
    expect(() => parseTestimonials([{ ...translated, saidIn: 'ko' }])).toThrow(/saidIn/);
    expect(parseTestimonials([{ ...translated, saidIn: 'en' }])).toHaveLength(1);
  });
});
